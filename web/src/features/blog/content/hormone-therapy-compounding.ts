const body = `
<p>Hormone therapy is prescribed for many reasons: to manage symptoms around perimenopause and menopause, to treat a hormone deficiency a doctor has diagnosed, as part of gender-affirming care, and in a range of other conditions that endocrinologists, gynaecologists and general practitioners look after. Most people on hormone therapy use registered products, and for many that is exactly right. Some, though, need something those products don't offer, and that is where a compounding pharmacy may be able to help.</p>
<p>This article explains, plainly and without hype, how compounding fits into hormone therapy in Australia: when it is used, when it isn't, the forms hormone preparations can take, and how to use them safely. It is written for patients and carers, and for prescribers who want to know how we work.</p>

<h2>Registered products first, compounding where they don't fit</h2>
<p>Australia has a good range of registered hormone preparations, available as tablets, patches, gels, sprays, vaginal preparations and more. These products have been evaluated by the Therapeutic Goods Administration (TGA) for quality, safety and efficacy, and many are subsidised by the PBS. Australian clinical guidance generally recommends a registered product as the first option when a suitable one exists, and the Pharmacy Board of Australia's guidelines expect pharmacists to compound only when a suitable registered product isn't available or appropriate for the patient.</p>
<p>Compounding becomes relevant when there is a specific reason the registered options don't work for a particular person. Examples a prescriber might consider include:</p>
<ul>
<li><strong>Allergy or intolerance to an inactive ingredient</strong>, such as an oil, adhesive, colour, preservative, lactose or gluten in a registered product.</li>
<li><strong>A dose that isn't commercially available</strong>, for example a lower starting strength, or a strength between two available products, when the prescriber wants to adjust the dose gradually.</li>
<li><strong>A different dosage form</strong>, such as a cream when patches irritate the skin, or a lozenge for someone who can't swallow capsules.</li>
<li><strong>Supply problems</strong>, when a registered product is discontinued or in short supply and the prescriber decides a compounded preparation is the best interim option.</li>
</ul>
<p>Whether any of these apply to you is a decision for your prescriber, made after they have assessed you and talked through the options.</p>

<h2>A word about "bioidentical"</h2>
<p>You may have come across the term "bioidentical hormones", sometimes used as if it described a special category of compounded medicine. It is worth understanding what the word does and doesn't mean.</p>
<p>"Bioidentical" describes a hormone with the same chemical structure as one the body makes. It says nothing about how safe or effective a particular preparation is. Several registered products available in Australia also contain hormones that are structurally identical to the body's own. A compounded preparation isn't automatically more "natural" or better tolerated because of how it is described, and it carries the same kinds of risks as any hormone therapy. We would rather you had an honest conversation with your doctor about the options than choose a preparation because of a label.</p>
<blockquote><p><strong>Tip:</strong> if you are considering hormone therapy, ask your doctor three questions: which registered options would suit me, what are the benefits and risks for me specifically, and how will we monitor the treatment? The answers will tell you whether a compounded preparation is worth discussing.</p></blockquote>

<h2>Forms a hormone preparation can take</h2>
<p>When a compounded preparation is appropriate, the prescriber chooses the dosage form as carefully as the strength, because the form affects how the medicine is absorbed and how it is used day to day.</p>
<h3>Creams and gels</h3>
<p>Creams and gels are applied to the skin, where the medicine is absorbed. The base is selected to suit the skin and the application site. Because the amount applied determines the dose, creams are usually supplied in a metered-dose pump dispenser or with a graduated applicator, so that each dose is measured rather than estimated.</p>
<h3>Transdermal preparations</h3>
<p>Transdermal preparations are formulated for the medicine to pass through the skin into the bloodstream. They require care with application sites and with protecting other people from contact, which we explain below.</p>
<h3>Troches and lozenges</h3>
<p>Troches are small, flavoured lozenges that dissolve slowly between the cheek and gum. How they are used affects how much medicine is absorbed, so we go through the method with you: where to place them, how long they take to dissolve, and whether to avoid food or drink at the same time.</p>
<h3>Capsules</h3>
<p>Capsules can be filled to a precise strength with a filler chosen to avoid ingredients you can't tolerate. They suit people who prefer a medicine taken by mouth and can swallow capsules comfortably.</p>
<h3>Vaginal creams and pessaries</h3>
<p>For some conditions, a doctor may prescribe a preparation that acts locally. Vaginal creams are supplied with an applicator for measured doses, and pessaries are shaped to dissolve at body temperature.</p>

<h2>Why precision matters so much with hormones</h2>
<p>Hormone preparations often contain very small amounts of active ingredient, and small differences in quantity can matter. That makes the quality of the compounding process particularly important:</p>
<ul>
<li><strong>Accurate weighing.</strong> We weigh ingredients on calibrated balances suited to the quantities involved, and our equipment is checked on a schedule.</li>
<li><strong>Even mixing.</strong> A small amount of active ingredient has to be spread evenly through a cream, gel or capsule filler so that every dose contains the same amount. Our documented methods set out how each preparation is mixed to achieve that.</li>
<li><strong>A controlled environment.</strong> Preparations are made in our clean-room style compounding area, separate from the dispensary.</li>
<li><strong>Documented formulas and records.</strong> Each preparation follows a written formula, and a worksheet records what was used, how it was made, who made it and when.</li>
<li><strong>A second pharmacist's check.</strong> A second pharmacist checks the calculations, the worksheet, the finished preparation and the label against the prescription before anything is released.</li>
</ul>
<p>None of this replaces the TGA evaluation that registered products go through: compounded medicines are prepared under state and territory pharmacy law and the Pharmacy Board's guidelines, and they are exempt from the requirement to be registered. What it does mean is that the preparation you receive matches the prescription, and that we can trace exactly how it was made.</p>

<h2>Dose changes and monitoring</h2>
<p>Hormone therapy is rarely "set and forget". Your prescriber will usually review you after starting treatment and at intervals afterwards, asking about symptoms and side effects and, where they judge it useful, arranging blood tests or other checks. They may adjust the dose based on that review.</p>
<p>If your prescriber changes the strength, they will write a new prescription and we will prepare the new preparation. Please don't change your dose yourself, for example by applying more cream or taking extra troches, without talking to your prescriber first. Keeping a simple diary of symptoms, doses and any side effects can make review appointments more productive.</p>
<blockquote><p><strong>Tip:</strong> when you collect a new strength, check the label against your doctor's instructions before you start, and keep using up the old preparation only if your prescriber has told you to.</p></blockquote>

<h2>Using hormone preparations safely</h2>
<h3>Protect the people around you</h3>
<p>Medicine on your skin can be passed to others through skin contact, and children and pets can be particularly sensitive to it. With creams, gels and transdermal preparations:</p>
<ul>
<li>apply to the site your prescriber recommends, and rotate sites if advised;</li>
<li>wash your hands with soap and water straight after applying;</li>
<li>let the area dry and cover it with clothing;</li>
<li>avoid skin-to-skin contact over the application site until the time on your instructions has passed, or wash the area first;</li>
<li>keep the preparation somewhere children and pets can't reach it.</li>
</ul>
<h3>Storage and beyond-use dates</h3>
<p>Every compounded preparation has a beyond-use date, typically 30 to 90 days after it is made, depending on the ingredients and the form. Store it as the label says, usually below a set temperature and away from direct sunlight, and don't use it after that date. If a preparation looks, smells or feels different from usual, don't use it; contact us.</p>
<h3>Side effects and other medicines</h3>
<p>Tell your prescriber or pharmacist about any side effects or changes you notice. You can also report suspected side effects to the TGA. Make sure every health professional who treats you, including your dentist and any specialist, knows you are using a hormone preparation and what strength, and tell us about any new medicines or supplements so we can check for interactions.</p>
<h3>Travelling with your preparation</h3>
<p>If you are going away, plan ahead. Work out how much you will need for the whole trip and check that the beyond-use date covers it; if it doesn't, talk to your prescriber and to us well before you leave. Carry the preparation in your hand luggage in its labelled container, with a copy of your prescription or a letter from your prescriber, and keep it within the storage temperature on the label. If you are flying overseas, check the rules of the country you are visiting, as some restrict bringing in certain medicines.</p>

<h2>For prescribers</h2>
<p>We are always happy to discuss a formulation before you write a prescription, including the bases, dosage forms and strengths we can prepare. To avoid delays, please include on the prescription:</p>
<ul>
<li>each active ingredient and its strength, with units stated clearly;</li>
<li>the dosage form and, where relevant, the preferred base or vehicle;</li>
<li>the dose, frequency and application site or route;</li>
<li>the quantity to supply and the number of repeats;</li>
<li>any excipients the patient must avoid.</li>
</ul>
<p>Registered practitioners can apply for access to our <a href="/practitioners">practitioner portal</a> to submit order requests online. For background you can share with patients, our <a href="/blog/compounding-pharmacy-australia-guide">guide to compounding in Australia</a> covers the basics, and our <a href="/blog/mens-health-compounding">men's health article</a> discusses hormone-related care for men.</p>

<h2>Timing, cost and delivery</h2>
<p>Once we have reviewed your prescription, formulation usually takes 2 to 5 business days. Compounded medicines are usually not subsidised by the PBS, so we quote the price before we prepare anything. Because hormone therapy is often ongoing, it helps to reorder a week or so before your current preparation runs out or reaches its beyond-use date, whichever comes first.</p>
<p>You can collect from our pharmacy in Balmain, or we can ship Australia-wide with tracking, usually within 2 to 5 business days. We accept Visa, MasterCard, EFTPOS and bank transfer.</p>
<p>If you'd like to go through your preparation in detail, you can book a consultation with one of our pharmacists. Consultations usually take 30 to 45 minutes, and they are a good time to learn application technique, ask about storage and travel, and raise any concerns, which we can pass on to your prescriber with your permission. Many general questions are also answered in our <a href="/faqs">FAQs</a>.</p>

<h2>Getting started with us</h2>
<p>Start with your prescriber. Talk through the registered options and whether a compounded preparation makes sense for you. If they prescribe one, <a href="/upload">upload your script</a>, post it, or bring it to us in person. Our team will review it, contact you if we need anything further, confirm the price, and let you know when your preparation is ready for pickup or delivery. Have a question before you begin? <a href="/contact">Contact us</a> and one of our pharmacists will be glad to help.</p>
`;

export default body;
