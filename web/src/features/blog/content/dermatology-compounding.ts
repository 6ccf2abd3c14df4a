const body = `
<p>Skin is the largest organ of the body, and it varies enormously from person to person and from one part of the body to another. The skin on an eyelid is a fraction of the thickness of the skin on a heel. A scalp covered in hair needs a different kind of preparation from a dry, cracked hand. Some people react to fragrances, preservatives or wool-derived ingredients that most people tolerate without noticing.</p>
<p>Registered skin products come in a set range of strengths, bases and pack sizes. Most of the time one of them will suit. When none does, a doctor, nurse practitioner or specialist such as a dermatologist may prescribe a compounded preparation: a cream, ointment, gel, lotion or solution prepared by a pharmacist for one individual patient. This article explains why prescribers ask for these preparations, how the choice of base matters, how we make and check them in our Sydney pharmacy, and how to use and store them.</p>

<h2>Why a prescriber might ask for a compounded skin preparation</h2>
<p>A compounded preparation is never the default. It is a tool a prescriber may reach for when the registered options do not fit the patient in front of them. Common reasons include:</p>
<ul>
<li><strong>A strength that is not commercially available.</strong> The prescriber may want a lower or different concentration than any registered product offers, for example for a sensitive area such as the face.</li>
<li><strong>A different base.</strong> The same active ingredient may be available only as a cream when an ointment, gel or lotion would suit the skin or the body site better.</li>
<li><strong>An ingredient the patient needs to avoid.</strong> Someone with a confirmed allergy to a fragrance, preservative, dye or wool-derived ingredient may not be able to use a product that contains it.</li>
<li><strong>Simplifying a routine.</strong> When a prescriber wants two or more ingredients applied to the same area, it is sometimes possible to combine them in one preparation, if they are compatible and stable together.</li>
<li><strong>A product that is discontinued or in short supply.</strong> Compounding can provide a preparation for an individual patient while a registered product is unavailable.</li>
<li><strong>A quantity that suits the treatment.</strong> A small amount for a short course, or a larger amount for a large area of skin.</li>
</ul>
<p>Whatever the reason, the prescriber decides whether a compounded preparation is appropriate. Our role is to advise on what can be made well, to prepare it to a documented standard, and to tell the prescriber if a request is not workable.</p>

<h2>The base matters more than you might think</h2>
<p>The active ingredient is usually a small percentage of a skin preparation. The rest is the base, also called the vehicle, and it does a lot of work. It affects how the preparation feels, how easily it spreads, whether it stays on the skin or rubs off, how much it moisturises, and how much of the active ingredient reaches the skin. That is why changing the base is a clinical decision for the prescriber, not just a matter of preference.</p>

<h3>Ointments</h3>
<p>Ointments are greasy, water-free bases. They sit on the skin, hold in moisture and tend to suit dry, thickened or scaly skin. Because they contain no water, they often need no preservative at all, which can matter for people with preservative allergies. The downside is that they can feel heavy and may mark clothing.</p>

<h3>Creams</h3>
<p>Creams are mixtures of oil and water. Most of the creams people use are oil-in-water, which spread easily, absorb into the skin and are comfortable to use on larger areas and during the day. Because they contain water, creams need a preservative system to limit the growth of microorganisms, and that is one of the first things we check against a patient's allergy list.</p>

<h3>Gels</h3>
<p>Gels are clear or translucent, non-greasy and quick to dry. They suit hairy areas and oily skin. Some gels contain alcohol, which helps them dry quickly but can sting on broken or very dry skin.</p>

<h3>Lotions and solutions</h3>
<p>Lotions and solutions are runny, so they spread over large areas and work through hair to reach the scalp. They often feel cooling, but they provide less moisturising than a cream or ointment.</p>

<h3>Pastes</h3>
<p>Pastes are stiff preparations with a high proportion of powder. They stay where they are put, which can be useful for protecting a small, well-defined area of skin.</p>

<blockquote><p><strong>Tip:</strong> Tell your prescriber where on your body the preparation is for and how you would prefer it to feel. "Something non-greasy I can use under make-up" or "something I can put on at night under cotton gloves" helps them choose a base you will actually use.</p></blockquote>

<h2>Sensitive skin and the ingredients you cannot see</h2>
<p>Many people who are sent to us have already had a reaction to a skin product and do not know which ingredient caused it. Patch testing, which identifies specific contact allergies, is done by dermatologists and some other specialists. If you have had patch testing, bring or send the results: we keep a record of the ingredients to avoid and check every component of the base against it.</p>
<p>Depending on what you need to avoid, we can often prepare bases that are:</p>
<ul>
<li><strong>fragrance-free</strong>, with no added perfume or masking fragrance;</li>
<li><strong>preservative-free</strong>, usually as an ointment, or as a water-containing preparation with a much shorter beyond-use date and refrigerated storage;</li>
<li><strong>free of wool-derived ingredients</strong> and other common sensitisers;</li>
<li><strong>dye-free</strong>;</li>
<li><strong>free of a specific emulsifier, preservative or other excipient</strong> identified in your patch test results.</li>
</ul>
<p>Avoiding one ingredient sometimes means accepting a trade-off elsewhere, such as a shorter beyond-use date or a texture that is not quite what you hoped for. We will explain those trade-offs before we prepare anything.</p>

<h2>How we compound a skin preparation</h2>
<p>A good skin preparation is smooth, uniform and the same from the first application to the last. Achieving that takes more than stirring ingredients together in a jar. Our process follows the Pharmacy Board of Australia's guidelines on compounding and the state law that governs pharmacy practice.</p>
<ol>
<li><strong>Review.</strong> A pharmacist reviews the prescription, checks the strength and directions, and considers whether the ingredients are compatible with each other and with the base. If we have concerns, we contact the prescriber.</li>
<li><strong>Documented formula.</strong> Every preparation is made from a written formula that sets out each ingredient, its quantity and the method. We base new formulas on published references and stability information.</li>
<li><strong>Weighing.</strong> Ingredients are weighed on calibrated balances in our clean-room style compounding area, and every weight is recorded on a worksheet.</li>
<li><strong>Incorporation.</strong> Powders are first worked into a small amount of a suitable liquid or base so that they disperse evenly, then combined with the rest of the base. Where a preparation needs it, we use a mill to reduce particle size, so the finished product feels smooth rather than gritty and the active ingredient is evenly distributed.</li>
<li><strong>Packaging.</strong> Where possible we use tubes or airless pump containers rather than open jars. They reduce the chance of contamination because you are not dipping fingers into the product each time.</li>
<li><strong>Second-pharmacist check.</strong> A second pharmacist checks the worksheet, the ingredients used, the appearance of the finished preparation and the label before it is released.</li>
</ol>
<p>Preparation usually takes 2 to 5 business days once we have everything we need, including any clarification from the prescriber.</p>

<h2>Using your preparation</h2>
<p>Your label tells you how often to apply the preparation and where. Your prescriber may also tell you how much to use. If they do not, ask: using too little can mean the preparation does not do what the prescriber intended, and using too much of some preparations can cause problems of its own.</p>

<h3>The fingertip unit</h3>
<p>A practical way to measure is the <strong>fingertip unit</strong>: a line of cream or ointment squeezed from a standard tube along the index finger of an adult, from the tip to the first crease. One fingertip unit is roughly half a gram and covers an area about the size of two adult palms. Your prescriber may give you directions in fingertip units, and we are happy to show you at collection.</p>

<h3>General guidance</h3>
<ul>
<li>Wash and dry your hands before and after applying, unless the hands are the area being treated.</li>
<li>Apply a thin, even layer unless directed otherwise, and rub in gently.</li>
<li>If you are using more than one product on the same area, ask your prescriber or pharmacist about the order and how long to wait between them.</li>
<li>Avoid the eyes, inside the nose and mouth, and broken skin, unless your prescriber has told you to use it there.</li>
<li>Do not cover the area with a dressing or gloves unless you have been told to, because covering can increase how much is absorbed.</li>
<li>Never share a prescribed preparation, even with someone who seems to have the same problem.</li>
<li>If the skin becomes more irritated, red, itchy or sore after you start using a preparation, stop and contact your prescriber.</li>
</ul>

<h2>Storage and beyond-use dates</h2>
<p>Compounded preparations have a <strong>beyond-use date</strong> rather than a long manufacturer's expiry date. It is the date after which the preparation should not be used, and it is set from the ingredients, the base and the packaging. Typical beyond-use dates are 30 to 90 days. Water-free ointments are often at the longer end; preservative-free creams and lotions are shorter.</p>
<ul>
<li><strong>Store as the label directs.</strong> Most preparations are stored below 25 degrees Celsius; some need the fridge.</li>
<li><strong>Watch the heat.</strong> An Australian summer can push the inside of a parked car well past the temperature at which a cream separates. Do not leave preparations in the car or in direct sun.</li>
<li><strong>Keep the lid on</strong> and the nozzle clean.</li>
<li><strong>Check before use.</strong> If a preparation has separated, changed colour or smell, become grainy or watery, or shows any sign of mould, do not use it. Contact us.</li>
<li><strong>Do not use it past the beyond-use date</strong>, and return leftovers to any pharmacy for disposal.</li>
</ul>
<blockquote><p><strong>Tip:</strong> Write the date you opened the preparation on the tube or box with a marker. If you are using more than one compounded preparation, it saves guesswork later.</p></blockquote>

<h2>When compounding is not the right choice</h2>
<p>Registered medicines have been evaluated by the Therapeutic Goods Administration (TGA) for quality, safety and efficacy. Compounded preparations are prepared for individual patients under state and territory law and the Pharmacy Board's guidelines, but they are not evaluated by the TGA in the same way. For that reason, when a registered product in a suitable strength and base exists and you can use it, it is usually the better starting point, and we will say so.</p>
<p>Compounding may also not be appropriate when:</p>
<ul>
<li>the combination requested is chemically incompatible, or there is no reliable information about its stability;</li>
<li>the request is for a purely cosmetic purpose rather than a clinical need identified by a prescriber;</li>
<li>the cost is a barrier and a subsidised registered product would serve the same purpose.</li>
</ul>
<p>We prepare skin preparations only on a valid prescription, and we do not make claims about what a particular preparation will achieve. Questions about expected results belong with your prescriber, who knows your history and can review your progress.</p>

<h2>Information for prescribers</h2>
<p>We welcome a phone call or message before you prescribe, particularly for combinations or unusual bases. To help us prepare a topical preparation without delay, please include:</p>
<ul>
<li>each active ingredient and its strength, preferably as a percentage weight for weight (% w/w);</li>
<li>the base you want, or the body site and skin type so we can suggest one;</li>
<li>the quantity in grams or millilitres;</li>
<li>directions for use, including frequency, area and duration;</li>
<li>known allergies and any patch test results.</li>
</ul>
<p>Registered practitioners can send order requests through our <a href="/practitioners">practitioner portal</a>.</p>

<h2>Cost, timing and delivery</h2>
<p>Compounded preparations are usually not subsidised by the Pharmaceutical Benefits Scheme (PBS). We quote the price before we begin, so there are no surprises. We accept Visa, MasterCard, EFTPOS and bank transfer. Once your preparation is ready you can collect it, or we can ship it Australia-wide with tracking, usually arriving in 2 to 5 business days. If a preparation is sensitive to heat, we will tell you whether it is better collected than posted, and whether it needs to go in the fridge on arrival.</p>

<h2>Getting started with us</h2>
<p>Start by speaking with your GP, nurse practitioner or specialist about whether a compounded skin preparation is appropriate for you. If they decide it is:</p>
<ol>
<li><strong>Get a prescription</strong> from your licensed practitioner.</li>
<li><strong>Send it to us</strong> by <a href="/upload">uploading your script</a>, posting it or bringing it into the pharmacy.</li>
<li><strong>We review it</strong>, contact you if we need more information (such as allergy or patch test details) and confirm the price.</li>
<li><strong>We prepare, check and label</strong> your preparation, then let you know when it is ready for pickup or delivery.</li>
</ol>
<p>If you would like to talk about your options first, our pharmacists offer consultations of 30 to 45 minutes. <a href="/contact">Contact us</a> to book, explore <a href="/services">our services</a>, or see our <a href="/faqs">frequently asked questions</a>. You may also find our articles on <a href="/blog/paediatric-geriatric-compounding">compounding for children and older adults</a> and <a href="/blog/compounding-pharmacy-australia-guide">compounding pharmacies in Australia</a> useful.</p>
`;

export default body;
