const body = `
<p>Most medicines in Australia are made in large batches in a factory, in a handful of fixed strengths and forms. For most people, most of the time, that works well. But some people need something a factory product doesn't offer: a different strength, a liquid instead of a tablet, a version without a particular ingredient, or a preparation that is simply no longer available. That is where compounding comes in.</p>
<p>Our team has been compounding in Balmain since 2016, and we are often asked the same questions by patients, carers and prescribers. This guide brings the answers together: what compounding is, when it helps, when it doesn't, how it is regulated in Australia, and what to expect when you bring us a prescription.</p>

<h2>What is compounding?</h2>
<p>Compounding is the preparation of a medicine by a pharmacist for one particular person, following a prescription from a licensed practitioner. Instead of picking a box off the shelf, the pharmacist weighs, measures and combines the ingredients to make the preparation the prescriber has asked for, in the strength and form that person needs.</p>
<p>It is not new. Before industrial manufacturing, almost every medicine was compounded at the pharmacy counter. Today it is a specialised part of pharmacy practice that fills the gaps left by commercially made products. A compounding pharmacy has dedicated equipment, documented formulas and staff trained to prepare medicines accurately and consistently.</p>
<blockquote><p><strong>Tip:</strong> a compounded medicine is still a prescription medicine. It is prescribed by your doctor, nurse practitioner, dentist or vet, and prepared by a pharmacist for you alone. It is not something you can order off a menu.</p></blockquote>

<h2>Who might a compounded medicine suit?</h2>
<p>Only your prescriber can decide whether a compounded medicine is appropriate for you. In our experience, these are the situations in which prescribers most often ask us to prepare one:</p>
<ul>
<li><strong>Allergies and intolerances.</strong> Registered products contain inactive ingredients (excipients) such as fillers, binders, colours, flavours and preservatives. Someone who cannot tolerate one of them may need a <em>lactose-free</em>, <em>gluten-free</em>, <em>dye-free</em> or <em>preservative-free</em> version.</li>
<li><strong>Swallowing difficulties.</strong> Tablets and capsules can be hard to manage for young children, older people and anyone with a condition that affects swallowing. An oral liquid, a flavoured suspension or a lozenge may be easier to take.</li>
<li><strong>A strength that isn't made.</strong> Sometimes the dose a prescriber wants sits between the strengths available, or is much smaller than any commercial product, for example for a small child.</li>
<li><strong>A different way of using the medicine.</strong> A prescriber may ask for a cream, gel or transdermal preparation applied to the skin, or a suppository, instead of a form taken by mouth.</li>
<li><strong>Discontinued or scarce medicines.</strong> When a registered product is discontinued or in short supply, a compounded version may be an option while the prescriber considers alternatives.</li>
<li><strong>Combining medicines.</strong> Where the prescriber judges it clinically appropriate and the ingredients are compatible, two or more medicines can sometimes be combined into one preparation, which can simplify a daily routine.</li>
<li><strong>Animals.</strong> Vets prescribe compounded medicines for animals in their care, for example in a strength suited to a small animal or as a flavoured treat. Our article on <a href="/blog/veterinary-compounding">veterinary compounding</a> explains more.</li>
</ul>
<p>We have written separate guides for some of these areas: <a href="/blog/paediatric-geriatric-compounding">compounding for children and older people</a>, <a href="/blog/dermatology-compounding">skin preparations</a>, <a href="/blog/mens-health-compounding">men's health</a> and <a href="/blog/hormone-therapy-compounding">hormone therapy</a>.</p>

<h2>When compounding is not the right choice</h2>
<p>Compounding is a useful tool, but it is not a replacement for registered medicines, and a good compounding pharmacy will tell you when it isn't needed.</p>
<ul>
<li><strong>When a suitable registered product exists.</strong> Registered medicines have been evaluated by the Therapeutic Goods Administration (TGA) for quality, safety and efficacy, and they are made under manufacturing standards designed for large-scale production. The Pharmacy Board of Australia's guidelines expect pharmacists to compound only when a suitable registered product is not available or not appropriate for the patient. If one would meet your needs, we will say so.</li>
<li><strong>When there is no clear reason for it.</strong> A compounded medicine should meet a specific need of the individual patient. "Custom" is not, by itself, a reason.</li>
<li><strong>When the formulation can't be made reliably.</strong> Some ingredients are unstable once combined, or cannot be made into a particular form with predictable results. In that case we will contact the prescriber to discuss options rather than prepare something we can't stand behind.</li>
<li><strong>When regulators have restricted it.</strong> The rules about what may be compounded can change, and some medicines have been restricted in recent years. We follow the current rules, and your prescriber can talk with you about alternatives.</li>
</ul>

<h2>How compounding is regulated in Australia</h2>
<p>Compounded medicines sit in a different part of the regulatory system from the products you buy in a box, and it helps to understand the difference.</p>
<h3>Pharmacy law and professional guidelines</h3>
<p>Compounding is part of the practice of pharmacy. It is governed by the poisons and therapeutic goods laws of each state and territory and by the Pharmacy Board of Australia's guidelines on compounding of medicines. Those guidelines cover the training a pharmacist needs, the facilities and equipment used, the formulation information relied on, record-keeping, labelling and the assignment of a beyond-use date. Pharmacists are registered health practitioners, and compounding is held to the same professional standards as the rest of their work.</p>
<h3>The TGA's role</h3>
<p>A medicine compounded by a pharmacist for a particular patient is exempt from the requirement to be entered on the Australian Register of Therapeutic Goods. That means a compounded medicine has <strong>not</strong> been evaluated by the TGA in the way a registered product has. The responsibility for its quality rests with the pharmacist who prepared it, and the decision that it is appropriate rests with the prescriber who ordered it. The TGA does regulate how medicines, including compounded ones, may be advertised to the public, which is why you won't see us name particular medicines or make claims about results on this website.</p>
<h3>What this means for you</h3>
<p>It means you should expect your prescriber to explain why a compounded medicine has been chosen, and you should expect your pharmacist to explain how it was made, how to use it and how long it lasts. Ask us anything: good compounding depends on open conversation between patient, prescriber and pharmacist.</p>

<h2>Dosage forms we prepare</h2>
<p>The dosage form is the shape a medicine takes: a capsule, a liquid, a cream and so on. The same active ingredient can behave quite differently in different forms, so the prescriber chooses the form as carefully as the strength. Common forms include:</p>
<ul>
<li><strong>Capsules</strong> filled to an exact strength, with fillers chosen to avoid ingredients the patient can't tolerate.</li>
<li><strong>Oral liquids and flavoured suspensions</strong>, measured with an oral syringe for accurate dosing.</li>
<li><strong>Troches and lozenges</strong> that dissolve slowly in the mouth.</li>
<li><strong>Creams, gels and ointments</strong> for the skin, in a base suited to the area being treated.</li>
<li><strong>Transdermal preparations</strong> designed to be applied to the skin so the medicine is absorbed through it.</li>
<li><strong>Suppositories and pessaries</strong>, for when a medicine can't be taken by mouth or is needed locally.</li>
<li><strong>Treats and flavoured preparations for animals</strong>, prescribed by a vet.</li>
</ul>
<p>Our <a href="/services">services page</a> lists the main customisation options, from strengths that aren't commercially available to allergen-free formulations and flavouring.</p>

<h2>Quality and safety in our compounding area</h2>
<p>Because a compounded medicine has not been through TGA evaluation, the processes behind it matter. Here is what happens behind the counter at our pharmacy:</p>
<ul>
<li><strong>A dedicated, clean-room style compounding area</strong>, kept separate from the dispensary and cleaned to a documented routine, so that preparations are made in a controlled environment.</li>
<li><strong>Calibrated equipment.</strong> Balances, measuring equipment and other instruments are calibrated and checked on a schedule, because a preparation can only be as accurate as the tools used to make it.</li>
<li><strong>Documented formulas.</strong> Each preparation follows a written formula and method. A worksheet records the ingredients and quantities used, the method, who prepared it and when, so every preparation can be traced.</li>
<li><strong>A second pharmacist's check.</strong> Before a preparation leaves us, a second pharmacist checks the calculations, the worksheet, the finished product and the label against the prescription.</li>
<li><strong>Clear labelling.</strong> Your label shows the directions your prescriber gave, how to store the preparation and its beyond-use date.</li>
</ul>

<h2>Beyond-use dates and storage</h2>
<p>Factory-made medicines carry an expiry date backed by long-term stability studies. A compounded medicine instead carries a <strong>beyond-use date</strong>: the date after which it should not be used. The pharmacist assigns it based on the ingredients, the dosage form, the container and published stability information. For most compounded preparations the beyond-use date is somewhere between 30 and 90 days from preparation, and liquids or preservative-free preparations are often at the shorter end.</p>
<blockquote><p><strong>Tip:</strong> write the beyond-use date on your calendar when you collect a preparation, and contact us a week or so before it arrives if you will need more. Preparation takes a few business days, so planning ahead avoids a gap.</p></blockquote>
<p>Store your preparation exactly as the label says. Some need refrigeration, others must be kept below 25°C and away from light, and a few must not be frozen. Keep medicines out of reach of children and pets, don't transfer them to other containers, and don't use a preparation that has changed colour, smell or texture: ask us first.</p>

<h2>From prescription to pickup: how it works</h2>
<ol>
<li><strong>Talk to your prescriber.</strong> Your doctor, nurse practitioner, dentist or vet decides whether a compounded medicine is appropriate and writes the prescription.</li>
<li><strong>Get the prescription to us.</strong> Bring it to the pharmacy, post it, or <a href="/upload">upload your script</a> online. If you post an original prescription, send it promptly so it reaches us in good time.</li>
<li><strong>We review it.</strong> A pharmacist checks the prescription, the formulation and any allergies or other medicines you have told us about. If we need more information, we contact you or your prescriber.</li>
<li><strong>We quote the price.</strong> Compounded medicines are usually not subsidised by the PBS, so we tell you the cost before we start.</li>
<li><strong>We prepare it.</strong> Formulation usually takes 2 to 5 business days, depending on the preparation.</li>
<li><strong>We check it and let you know.</strong> After the second-pharmacist check, we notify you that your medicine is ready for pickup or delivery.</li>
<li><strong>Pickup or delivery.</strong> Collect it from us in Balmain, or we ship Australia-wide with tracking, usually arriving within 2 to 5 business days.</li>
</ol>
<p>We accept Visa, MasterCard, EFTPOS and bank transfer.</p>

<h2>What does it cost?</h2>
<p>The price of a compounded medicine depends on the ingredients, the dosage form, the quantity and the time it takes to prepare and check. Because compounded medicines are usually not listed on the PBS, you generally pay the full private price. Some private health funds may contribute under extras cover; check with your fund. We always quote before we prepare anything, so there are no surprises.</p>

<h2>Talking it through: consultations</h2>
<p>If you would like to talk about a compounded medicine in more depth, for example how to use a transdermal preparation or how to fit a new medicine into a daily routine, you can book a consultation with one of our pharmacists. Consultations usually take 30 to 45 minutes. We can't replace your prescriber's advice, but we can help you understand your medicine and work with your prescriber if something isn't right. Our <a href="/faqs">FAQs</a> answer many common questions too.</p>

<h2>For prescribers</h2>
<p>We welcome calls from prescribers who want to discuss a formulation before writing a prescription. To help us prepare exactly what you intend, a compounding prescription should include:</p>
<ul>
<li>the active ingredient or ingredients and the strength of each;</li>
<li>the dosage form, and the base or vehicle if you have a preference;</li>
<li>the quantity to supply and the number of repeats;</li>
<li>clear directions for use;</li>
<li>any ingredients the patient must avoid, such as lactose, gluten, colours or preservatives.</li>
</ul>
<p>Registered practitioners can apply for access to our <a href="/practitioners">practitioner portal</a> to submit order requests online.</p>

<h2>Questions worth asking</h2>
<ul>
<li>Why has a compounded medicine been chosen instead of a registered product?</li>
<li>What is in the preparation, including the inactive ingredients?</li>
<li>How should I store it, and what is its beyond-use date?</li>
<li>How do I measure or apply each dose?</li>
<li>What should I do if I notice a side effect or miss a dose?</li>
<li>How much will it cost, and how long will it take to prepare?</li>
</ul>

<h2>Getting started with us</h2>
<p>If you think a compounded medicine might help, start by speaking with your prescriber: they will decide whether it is appropriate for you. Once you have a prescription, <a href="/upload">upload your script</a>, bring it in or post it to us, and our team will take it from there. If you have questions first, <a href="/contact">contact us</a> and one of our pharmacists will be happy to help.</p>
`;

export default body;
