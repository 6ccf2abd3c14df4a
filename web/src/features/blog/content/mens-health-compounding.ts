const body = `
<p>Plenty of men put off seeing a doctor until a problem is hard to ignore. When they do go, and the doctor prescribes a medicine, the last thing anyone wants is for that medicine to be awkward to use, to contain an ingredient that disagrees with them, or to come in a strength that doesn't quite match what the doctor intended. For some of those situations, a compounded medicine prepared by a pharmacist for one person is an option worth knowing about.</p>
<p>This article is written for men, their partners and families, and the prescribers who look after them. It explains where compounding fits into men's health, what it can and can't do, and how to get the most from a compounded preparation if your doctor prescribes one.</p>

<h2>Compounding is a way of preparing a medicine, not a treatment</h2>
<p>It helps to be clear about this from the start. Compounding is not a type of therapy, a program or a shortcut. It is the way a pharmacist prepares a medicine your prescriber has chosen, when a registered product doesn't suit you. The decisions about diagnosis, which medicine to use and at what dose belong to your doctor or nurse practitioner. Our job is to prepare that medicine accurately, in a form you can use, and to help you use it well.</p>
<p>That also means compounding is not always the answer. If a registered product suits you, it is usually the better choice: it has been evaluated by the Therapeutic Goods Administration (TGA), and it is often less expensive, particularly when it is subsidised by the PBS. A compounded medicine earns its place when there is a specific reason the registered options don't work for you.</p>

<h2>Where prescribers use compounding in men's health</h2>
<p>Men's health covers a lot of ground. These are the areas in which prescribers most often talk to us about compounded preparations:</p>
<ul>
<li><strong>Hormone-related care.</strong> Some men are prescribed hormone preparations by their doctor or specialist after assessment and blood tests. Where a registered product isn't suitable, a doctor may ask for a cream, gel or other transdermal preparation in a particular strength. Our article on <a href="/blog/hormone-therapy-compounding">hormone therapy and compounding</a> covers this in more detail.</li>
<li><strong>Sexual health.</strong> Doctors sometimes prescribe a compounded preparation when a man needs a strength or form that isn't commercially available, or can't tolerate an ingredient in a registered product.</li>
<li><strong>Hair and scalp.</strong> Lotions, solutions and foams for the scalp can be prepared in a vehicle that suits the person's skin and hair, for example without an ingredient that has irritated them before.</li>
<li><strong>Skin.</strong> Men's skin concerns, from shaving irritation to conditions a doctor or dermatologist manages, sometimes call for a cream or gel in a specific base or strength. See our <a href="/blog/dermatology-compounding">dermatology compounding</a> article.</li>
<li><strong>Muscle and joint discomfort.</strong> Active men, tradies and weekend athletes are often prescribed topical preparations. A prescriber may ask for a cream or gel that is applied to a specific area instead of a medicine taken by mouth.</li>
<li><strong>Allergies and swallowing difficulties.</strong> Men with coeliac disease, lactose intolerance or a sensitivity to colours or preservatives may need a medicine made without those ingredients. Others find large tablets hard to swallow and do better with a capsule, liquid or lozenge.</li>
</ul>

<h2>Start with a proper assessment</h2>
<p>Symptoms that men commonly bring to a doctor, such as low energy, changes in sex drive, poor sleep, hair thinning or aches that won't settle, can have many different causes. Some are minor; some need investigation. That is why the first step should always be a consultation with a doctor who can take a history, examine you and order tests where needed.</p>
<p>You may have seen online services that offer compounded medicines after a short questionnaire. Be cautious. A medicine prescribed without a proper assessment may not be right for you, and it may interact with other medicines you take or with health conditions nobody asked about. A prescription should come from a practitioner who has assessed you and who will review you over time.</p>
<blockquote><p><strong>Tip:</strong> before your appointment, write down your symptoms, when they started, and every medicine and supplement you take, including anything bought online or at the gym. It makes the conversation with your doctor quicker and more useful.</p></blockquote>

<h2>Dosage forms, and why they matter</h2>
<p>The same active ingredient can be given in several forms, and the right one depends on the person, the part of the body involved and how the prescriber wants the medicine to act. Forms commonly used in men's health include:</p>
<h3>Creams and gels</h3>
<p>Applied to the skin, either to act where they are applied or, for some preparations, to be absorbed into the body. The base is chosen to suit the area: a light gel for hairy skin, a richer cream for dry skin. Many are supplied in a metered-dose pump or with a marked applicator, so each dose is the same.</p>
<h3>Transdermal preparations</h3>
<p>These are designed for the medicine to pass through the skin into the bloodstream. They need particular care, because what is on your skin can be passed to someone else by skin contact. We explain this in detail when you collect one, and we cover the basics below.</p>
<h3>Capsules</h3>
<p>Filled to an exact strength, which is useful when the dose a doctor wants falls between commercial strengths. The filler can be chosen to avoid lactose, gluten or colours.</p>
<h3>Troches and lozenges</h3>
<p>Small, flavoured forms that dissolve slowly in the mouth. Some men find them easier than swallowing a tablet; your pharmacist will explain exactly how to take them, as the method matters.</p>
<h3>Scalp lotions and solutions</h3>
<p>Liquids made to be applied to the scalp and spread easily through the hair, in a vehicle chosen to suit the skin.</p>

<h2>Tailoring strength and ingredients</h2>
<p>Two of the most practical reasons for compounding are getting the strength right and leaving things out.</p>
<ul>
<li><strong>Strength.</strong> A prescriber may want to start low and adjust the dose over several weeks based on how you respond. A compounded preparation can be made in the strength your prescriber specifies, and a new prescription can set a new strength when your doctor reviews you.</li>
<li><strong>Excipients.</strong> Inactive ingredients such as lactose, gluten, dyes, fragrances and certain preservatives can cause problems for some people. Where your prescriber agrees, we can choose a base or filler that avoids them.</li>
<li><strong>Combinations.</strong> Occasionally a prescriber asks for two compatible medicines in one preparation to simplify a daily routine. We only do this when the combination is stable and the prescriber has judged it appropriate.</li>
</ul>

<h2>When we won't compound</h2>
<p>Being a compounding pharmacy means knowing when to say no. We will not prepare a medicine:</p>
<ul>
<li>without a valid prescription from a licensed practitioner;</li>
<li>when a suitable registered product is available and there is no clinical reason it can't be used, as the Pharmacy Board of Australia's guidelines expect;</li>
<li>when the formulation can't be made to be stable and accurate;</li>
<li>when regulators have restricted compounding of that medicine;</li>
<li>for non-medical purposes, such as building muscle or changing physique.</li>
</ul>
<p>If you play sport at a level where anti-doping rules apply, check any medicine, compounded or not, with your doctor and your sporting body before you start it.</p>

<h2>Using a compounded medicine safely</h2>
<p>However a medicine is made, using it well is what counts. A few points apply to most compounded preparations in men's health:</p>
<ul>
<li><strong>Follow the label.</strong> Use the dose and timing your prescriber set. Don't increase or decrease the dose without talking to them first.</li>
<li><strong>Protect others from skin-applied preparations.</strong> With transdermal creams and gels, apply to the site your prescriber recommends, wash your hands straight afterwards, let the area dry, and cover it with clothing. Avoid skin-to-skin contact with partners and children over that area until the time on your instructions has passed, or wash the area first.</li>
<li><strong>Watch the beyond-use date.</strong> Compounded preparations carry a beyond-use date, typically 30 to 90 days after they are made. Don't use a preparation after that date.</li>
<li><strong>Store it properly.</strong> Some preparations need refrigeration; others need to stay below a certain temperature and away from light. Don't leave them in a hot car or a ute's glovebox.</li>
<li><strong>Report side effects.</strong> If you notice anything unexpected, tell your doctor or pharmacist. You can also report suspected side effects to the TGA.</li>
<li><strong>Keep your health professionals informed.</strong> Make sure every doctor, dentist and pharmacist you see knows you are using a compounded medicine, including what it is and its strength.</li>
<li><strong>Keep it to yourself.</strong> A compounded medicine is made for one person. Never share it.</li>
</ul>

<h2>Privacy and a proper conversation</h2>
<p>Men's health topics can be personal, and some men put off asking questions because they don't want to discuss them across a busy counter. Your conversations with our pharmacists are confidential, and your health information is handled in line with Australian privacy law. If you'd like more time, you can book a consultation: they usually take 30 to 45 minutes, and they are a good opportunity to go through how to use a new preparation, what to watch for, and how it fits around work, training and family life.</p>

<h2>How we make it, and what it costs</h2>
<p>Every preparation is made in our clean-room style compounding area using calibrated equipment and a documented formula, and a second pharmacist checks the calculations, the preparation and the label before it is released. Formulation usually takes 2 to 5 business days.</p>
<p>Compounded medicines are usually not subsidised by the PBS, so the cost depends on the ingredients, the form and the quantity. We quote the price before we prepare anything. You can collect from our pharmacy in Balmain, or we can ship Australia-wide with tracking, usually within 2 to 5 business days. We accept Visa, MasterCard, EFTPOS and bank transfer.</p>

<h2>Questions to ask your doctor</h2>
<ul>
<li>What do you think is causing my symptoms, and what tests do I need?</li>
<li>Is there a registered medicine that would suit me, and if not, why not?</li>
<li>What dose are you starting with, and when will we review it?</li>
<li>Which side effects should I look out for, and what should I do if they happen?</li>
<li>Does this medicine affect anything else I take, or my partner or family?</li>
</ul>
<p>For a broader introduction, read our <a href="/blog/compounding-pharmacy-australia-guide">guide to compounding pharmacy in Australia</a>, or browse our <a href="/faqs">FAQs</a>.</p>

<h2>Getting started with us</h2>
<p>The first step is a conversation with your doctor or nurse practitioner, who will decide whether a compounded medicine is right for you. If they prescribe one, you can <a href="/upload">upload your script</a>, post it, or bring it to the pharmacy. We'll review it, contact you if we need more information, quote the price, and let you know when it's ready for pickup or delivery. Prescribers can find out more on our <a href="/practitioners">practitioner page</a>. And if you'd simply like to ask a question first, <a href="/contact">get in touch with our team</a>.</p>
`;

export default body;
