const body = `
<p>Most medicines on pharmacy shelves are designed around an average adult: a tablet of a fixed strength, swallowed with a glass of water, once or twice a day. That works for many people. It works less well at either end of life. A toddler may need a dose that is a fraction of the smallest tablet available, and may refuse anything that tastes bitter. An older person may find large tablets hard to swallow, may take many medicines each day, or may react to an ingredient that has nothing to do with the medicine itself.</p>
<p>Compounding is one way a prescriber can respond to those situations. A compounded medicine is prepared by a pharmacist for one individual patient, on a prescription, in a strength and form chosen for that person. This article explains what that can look like for children and older adults, where it can help, where it is not the right answer, and how our team at our Sydney pharmacy prepares and checks every preparation.</p>

<h2>Why standard products do not always fit</h2>

<h3>Children are not small adults</h3>
<p>Doses for children are often calculated from body weight, and they change as a child grows. A registered medicine may only be made in adult strengths, or only as a tablet or capsule that a young child cannot swallow. Splitting a tablet into quarters is rarely precise, and some tablets should never be split or crushed at all.</p>
<p>Taste is the other big hurdle. Many active ingredients are bitter, and a child who gags or spits out a dose has not received it. Parents also ask about the inactive ingredients in a product: artificial colours, certain sugars, alcohol in some liquids, or ingredients that matter for a child with a food allergy or intolerance.</p>

<h3>Older adults have different challenges</h3>
<p>Difficulty swallowing (the clinical term is <em>dysphagia</em>) becomes more common with age and after events such as a stroke. Arthritis can make blister packs and small tablets hard to handle. Many older people take several medicines, and prescribers sometimes choose lower strengths because kidneys and liver clear medicines more slowly later in life. Sensitivities to lactose, gluten or particular dyes can also rule out an otherwise suitable product.</p>
<p>In aged care, these problems are often managed by crushing tablets or opening capsules into food. Sometimes that is perfectly fine. Sometimes it is not: coated or modified-release products can release their whole dose at once when crushed, and some medicines irritate the mouth or throat. Your pharmacist can tell you which is which.</p>

<h2>What compounding can offer</h2>
<p>When your doctor, nurse practitioner or dentist decides a compounded medicine is appropriate, the prescription can specify something that is not available off the shelf. Common requests for children and older adults include:</p>
<ul>
<li><strong>A strength that is not commercially available</strong>, for example a lower dose suited to a small child's weight or to an older person whose prescriber wants to start low.</li>
<li><strong>An oral liquid or suspension</strong> in place of a tablet or capsule, at a concentration chosen so the dose is easy to measure.</li>
<li><strong>Flavoured preparations</strong> that make a dose more acceptable to a child (or an adult with a sensitive palate).</li>
<li><strong>Troches or lozenges</strong> that dissolve in the mouth, for people who cannot swallow whole tablets.</li>
<li><strong>Transdermal creams or gels</strong> applied to the skin, when the prescriber considers this route suitable for the particular medicine.</li>
<li><strong>Suppositories</strong>, when the oral route is not practical.</li>
<li><strong>Capsules in a smaller size</strong>, or in a strength that avoids splitting tablets.</li>
<li><strong>Preparations free from a specific ingredient</strong>: lactose-free, gluten-free, dye-free, sugar-free or preservative-free, depending on what the patient needs to avoid.</li>
</ul>
<p>Not every medicine can be made into every form. Some ingredients are unstable in water, some do not pass through the skin in useful amounts, and some have no reliable information on how they behave in a particular base. Part of our job is to tell the prescriber when a requested form is not workable and to suggest alternatives that are.</p>

<h3>Flavouring: more than a spoonful of sugar</h3>
<p>Flavouring is one of the most common reasons parents come to us. We choose a flavour system that masks bitterness rather than simply adding sweetness, and we can often work to a child's preferences: berry, orange, banana, bubblegum-style flavours and others. For children who need to limit sugar, we can use sugar-free sweeteners that suit the preparation. For children with allergies, we check every flavouring and sweetener against the allergy list on file.</p>
<blockquote><p><strong>Tip:</strong> If your child is old enough, let them choose the flavour when you order. A little ownership often helps at dose time. Ask us first before mixing a dose into food or drink, because some preparations should not be diluted.</p></blockquote>

<h3>Dosing accuracy</h3>
<p>A liquid medicine is only as accurate as the way it is measured. Household teaspoons vary widely in size, so we supply an oral syringe marked in millilitres with every oral liquid and show you how to draw up the dose. When we design a preparation, we aim for a concentration that gives a practical volume: a dose of 2.5 mL is far easier to measure precisely than 0.15 mL. If the prescribed dose would mean measuring a very small volume, we will talk to the prescriber about a concentration that is easier to measure reliably at home.</p>

<h3>Forms for people with swallowing difficulties</h3>
<p>For an older person with dysphagia, the options depend on the medicine and on how severe the swallowing problem is. An oral liquid may suit someone who can manage thin fluids; a thickened liquid may be needed for someone whose speech pathologist has recommended thickened drinks. A lozenge, a transdermal preparation or a suppository may suit others. Each of these is a decision for the prescriber, ideally with input from the person's speech pathologist and care team. We can explain what is possible for a particular medicine and what is not.</p>

<h2>When compounding is not the right answer</h2>
<p>Compounding fills gaps. It is not a replacement for registered medicines, which have been evaluated by the Therapeutic Goods Administration (TGA) for quality, safety and efficacy. Compounded medicines are prepared under state and territory law and the Pharmacy Board of Australia's guidelines on compounding, but they are not evaluated by the TGA in the same way.</p>
<p>For that reason, we will usually suggest that a registered product be used when one exists in a suitable strength and form. Many medicines for children already come as registered liquids, chewable tablets or dispersible tablets, and those are generally the first choice. Compounding may also not be suitable when:</p>
<ul>
<li>there is no reliable information about the stability of the medicine in the requested form;</li>
<li>the requested strength or form would be difficult to measure or give accurately at home;</li>
<li>a different registered medicine could achieve what the prescriber intends (a decision for the prescriber, not us);</li>
<li>the cost would be a barrier and a subsidised alternative exists.</li>
</ul>
<p>If we think any of these applies, we will contact the prescriber before preparing anything, and we will keep you informed.</p>

<h2>How we prepare and check a compounded medicine</h2>
<p>Every compounded medicine we prepare follows the same documented process, whether it is a flavoured liquid for a two-year-old or a lozenge for a ninety-year-old.</p>
<ol>
<li><strong>Prescription review.</strong> A pharmacist checks the prescription, including the dose against the patient's age and weight where relevant, the form requested, allergies and other medicines we know about. If anything is unclear, we contact the prescriber or you.</li>
<li><strong>Formulation.</strong> We prepare each medicine from a documented formula that records every ingredient, quantity and step. Where we develop a new formula, we base it on published references and stability information.</li>
<li><strong>Preparation.</strong> Compounding takes place in a dedicated clean-room style compounding area, using calibrated balances and measuring equipment, with each step recorded on a worksheet.</li>
<li><strong>Independent check.</strong> A second pharmacist checks the worksheet, the ingredients used and the finished product before it is released.</li>
<li><strong>Labelling and counselling.</strong> The label carries the patient's name, directions, storage conditions and a beyond-use date. When you collect the medicine, or on the phone for delivered orders, a pharmacist explains how to measure, give and store it.</li>
</ol>
<p>Preparation usually takes 2 to 5 business days from the time we have everything we need, so plan ahead for repeat supplies.</p>

<h2>Beyond-use dates and storage</h2>
<p>Compounded medicines carry a <strong>beyond-use date</strong> rather than the long expiry date you may be used to on registered products. It is the date after which the preparation should not be used, and it depends on the ingredients, the form and how it is stored. Typical beyond-use dates range from 30 to 90 days; some liquids, particularly preservative-free ones, have shorter dates.</p>
<ul>
<li><strong>Follow the storage instruction on the label.</strong> Some liquids must be kept in the fridge; others must not be refrigerated because the ingredients can separate or crystallise.</li>
<li><strong>Shake suspensions well</strong> before every dose, so that the medicine is evenly spread through the liquid.</li>
<li><strong>Do not use a preparation past its beyond-use date</strong>, even if there is some left. Return unused medicine to any pharmacy for safe disposal.</li>
<li><strong>Keep all medicines out of reach of children</strong>, especially flavoured ones, which can be appealing.</li>
<li><strong>Watch for changes</strong> in colour, smell or texture, or lumps that do not disperse on shaking. If you notice any, contact us before giving another dose.</li>
</ul>

<h2>Practical tips for parents and carers</h2>
<h3>For parents</h3>
<ul>
<li>Use the oral syringe we supply, and wash it after each use as we show you.</li>
<li>Gently squirt a liquid dose into the inside of the cheek, a little at a time, rather than the back of the throat.</li>
<li>Keep a simple record of doses given, especially if more than one person looks after your child.</li>
<li>Let us know if your child's weight changes significantly: the prescriber may want to review the dose.</li>
<li>If your child vomits or spits out a dose, do not repeat it automatically. Ask your prescriber or pharmacist what to do for that medicine.</li>
</ul>
<h3>For carers of older adults</h3>
<ul>
<li>Make sure the compounded medicine appears on the person's medication chart or list, with its form and strength, so that every carer and health professional can see it.</li>
<li>Compounded liquids and creams cannot go into a standard dose administration aid, so agree with the care team how they will be stored and given.</li>
<li>Tell us about every other medicine the person takes, including those bought without a prescription, so we can check for problems.</li>
<li>Ask before crushing or opening any medicine, compounded or not.</li>
<li>Allow for the 2 to 5 business days it takes to prepare a new supply, and a few more if it is being delivered.</li>
</ul>
<blockquote><p><strong>Tip:</strong> Set a reminder about a week before the beyond-use date or before the supply runs out, whichever comes first. That leaves time for a new prescription if one is needed, and for preparation and delivery.</p></blockquote>

<h2>For prescribers: information that helps</h2>
<p>We are always happy to discuss a patient's needs before you write a prescription. To prepare a paediatric or geriatric preparation without delay, it helps to include:</p>
<ul>
<li>the dose in milligrams (and, for children, the weight it was calculated from and the date of that weight);</li>
<li>the dosage form and any route restrictions, such as nil by mouth or thickened fluids only;</li>
<li>known allergies and ingredients to avoid;</li>
<li>flavour preferences, if you know them;</li>
<li>the expected duration of treatment, so we can plan supplies around the beyond-use date.</li>
</ul>
<p>Registered practitioners can also send order requests through our <a href="/practitioners">practitioner portal</a>.</p>

<h2>Cost and the PBS</h2>
<p>Compounded medicines are usually not subsidised by the Pharmaceutical Benefits Scheme (PBS), so the cost is generally higher than a subsidised product. We always quote the price before preparing anything, so you can decide with your prescriber whether to go ahead. We accept Visa, MasterCard, EFTPOS and bank transfer.</p>

<h2>Getting started with us</h2>
<p>The first step is always a conversation with the prescriber, who decides whether a compounded medicine is appropriate for your child or the person you care for. If it is:</p>
<ol>
<li><strong>Get a prescription</strong> from a licensed practitioner: a doctor, nurse practitioner or dentist.</li>
<li><strong>Send it to us.</strong> <a href="/upload">Upload your script</a> online, bring it into the pharmacy or post it to us.</li>
<li><strong>We review it</strong> and contact you if we need more information, such as a weight or allergy details, and to confirm the price.</li>
<li><strong>We prepare and check</strong> the medicine, then let you know when it is ready for pickup or delivery. We ship Australia-wide with tracking, usually in 2 to 5 business days.</li>
</ol>
<p>If you would like to talk things through first, we offer consultations of 30 to 45 minutes with a pharmacist. <a href="/contact">Contact us</a> to arrange one, browse <a href="/services">our services</a>, or read our <a href="/faqs">frequently asked questions</a>. New to compounding? Our <a href="/blog/compounding-pharmacy-australia-guide">guide to compounding pharmacies in Australia</a> is a good place to start.</p>
`;

export default body;
