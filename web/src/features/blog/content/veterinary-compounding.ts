const body = `
<p>Anyone who has tried to give a tablet to a cat knows that animals do not read the label. They spit, hide, clamp their jaws shut and learn to recognise the sound of a blister pack from the other end of the house. Add the fact that a companion animal can weigh anything from a few hundred grams to well over fifty kilograms, and it is easy to see why the registered veterinary products on the market do not always fit the patient.</p>
<p>Veterinary compounding is one way vets deal with that. A compounded veterinary medicine is prepared by a pharmacist, on a veterinarian's prescription, for a particular animal under that vet's care. It might be a flavoured liquid instead of a tablet, a chewable treat, a smaller capsule, or a strength that is not commercially available. This article explains how veterinary compounding works in Australia, what it can and cannot do, how we prepare and check these medicines in our Sydney pharmacy, and some practical tips for giving them at home.</p>

<h2>Who can prescribe, and how it is regulated</h2>
<p>A compounded veterinary medicine starts with a <strong>veterinarian</strong>. The vet examines the animal, decides on treatment and writes a prescription for that specific animal. We cannot prepare a veterinary medicine without one, and we cannot take instructions for an animal's treatment from anyone other than the treating vet.</p>
<p>In Australia, registered veterinary medicines are assessed and registered by the Australian Pesticides and Veterinary Medicines Authority (APVMA). A medicine compounded for an individual animal is not an APVMA-registered product: it is prepared under the state and territory laws that govern how vets and pharmacists prescribe, prepare and supply medicines, and under the professional standards that apply to pharmacists, including the Pharmacy Board of Australia's guidelines on compounding. The responsibility for deciding that a compounded medicine is appropriate rests with the vet, and the responsibility for preparing it properly rests with us.</p>
<p>Medicines for food-producing animals, such as livestock, poultry and bees, raise additional questions about residues and withholding periods, and are subject to extra restrictions. Our veterinary service focuses on companion animals. If a vet has a request for another kind of animal, we discuss it with them directly before anything is prepared.</p>

<h2>Why a vet might ask for a compounded medicine</h2>
<p>Vets generally start with a registered veterinary product when a suitable one exists. Compounding becomes an option when it does not. Common reasons include:</p>
<ul>
<li><strong>The animal is very small or very large.</strong> A kitten, a toy breed, a rabbit or a bird may need a fraction of the smallest registered strength. A giant breed may need a dose that would otherwise mean many tablets a day.</li>
<li><strong>The animal will not take the registered form.</strong> Some animals refuse tablets outright, and repeated struggles can damage the bond between pet and owner and make dosing unreliable.</li>
<li><strong>The owner cannot give the registered form.</strong> Not every owner can safely open a large dog's mouth or restrain a stressed cat. A liquid, a treat or a preparation applied to the skin may be more practical.</li>
<li><strong>A product is unavailable.</strong> A registered product may be discontinued or in short supply.</li>
<li><strong>An ingredient needs to be avoided.</strong> An animal with a food allergy may need a preparation without a particular protein-based flavour or other excipient.</li>
<li><strong>Several medicines are needed.</strong> Where the ingredients are compatible, a vet may ask for them to be combined to reduce the number of doses.</li>
</ul>

<h2>Dosage forms for animals</h2>
<p>The right form depends on the medicine, the species, the animal's temperament and what the owner can manage. These are the forms vets most often ask us to prepare:</p>

<h3>Flavoured oral liquids and suspensions</h3>
<p>A liquid allows very precise dosing for small animals, because the dose can be measured in fractions of a millilitre with an oral syringe. We choose a concentration that makes the dose practical to measure and a flavour suited to the species.</p>

<h3>Chewable treats</h3>
<p>Many dogs will take a medicated treat that looks and smells like a snack. Each treat contains a measured dose. Because they look like food, treats need to be stored out of reach of children and other pets.</p>

<h3>Capsules</h3>
<p>We can prepare capsules in small sizes, or in strengths that avoid splitting tablets. Capsules can be hidden in a small amount of food or given with a pill pocket where the vet agrees that is appropriate.</p>

<h3>Transdermal gels</h3>
<p>For some medicines, a vet may prescribe a gel applied to the skin, commonly to the hairless inner surface of a cat's ear. This can be useful for animals that cannot be dosed by mouth. Not every medicine is suitable for this route, and how well a medicine is absorbed through the skin varies, so the vet decides whether it is appropriate and monitors the animal accordingly.</p>

<h3>Topical preparations</h3>
<p>Creams, ointments and solutions can be prepared for use on an animal's skin, in a base chosen so that it is less likely to be licked off or to matt the coat.</p>
<p>Some forms, such as eye drops and injections, must be made sterile in specialised facilities. We only prepare forms that we can make to the required standard. If a preparation is outside what we can make, we tell the vet straight away so the animal's treatment is not delayed.</p>

<h2>Species matters: flavours and ingredients</h2>
<p>Animals are not small humans, and one species is not a small version of another. An ingredient that is harmless in a human medicine can be dangerous to a dog or a cat. That applies to inactive ingredients as much as active ones.</p>
<ul>
<li><strong>Sweeteners.</strong> Some sugar-free sweeteners that are commonly used in human products are toxic to dogs. We do not use them in veterinary preparations.</li>
<li><strong>Flavourings.</strong> Chocolate, onion, garlic and grape-type flavours are avoided for species at risk, and we check flavour bases for hidden ingredients of these kinds.</li>
<li><strong>Preservatives and solvents.</strong> Some preservatives and solvents that are acceptable for people or dogs are not appropriate for cats, which process certain substances differently.</li>
<li><strong>Allergens.</strong> If the animal is on an elimination diet or has a known food allergy, let the vet and us know, so that we choose a flavour that does not undo months of careful feeding.</li>
</ul>
<p>Flavour preferences differ too. Dogs often accept meat flavours such as chicken or beef. Cats tend to prefer fish, chicken or liver flavours and are famously fussy about texture as well as taste. Rabbits, guinea pigs and birds may accept fruit or vegetable flavours. We will ask what your animal likes, and the vet may have suggestions from experience with your pet.</p>
<blockquote><p><strong>Tip:</strong> Never give an animal a medicine prescribed for a person or for another animal, and never substitute a human product you have at home. Even a familiar over-the-counter product can be harmful to pets.</p></blockquote>

<h2>Dosing accuracy and our quality checks</h2>
<p>Dosing an animal accurately starts with an accurate weight. Please make sure your vet has a recent weight for your pet, especially for young, elderly or unwell animals whose weight can change quickly. From there, every veterinary preparation goes through the same process as our human preparations:</p>
<ol>
<li><strong>Prescription review.</strong> A pharmacist checks the prescription, the species, the weight and the dose. If anything is unclear or unusual for that species, we contact the vet.</li>
<li><strong>Documented formula.</strong> Each preparation is made from a written formula recording every ingredient, quantity and step, drawing on published veterinary and pharmaceutical references.</li>
<li><strong>Preparation.</strong> We compound in our clean-room style compounding area, using calibrated balances and measuring equipment, recording each step on a worksheet.</li>
<li><strong>Independent check.</strong> A second pharmacist checks the worksheet, the ingredients and the finished product before it is released.</li>
<li><strong>Labelling.</strong> The label shows the animal's name and species, the owner's name, the directions, storage instructions, the beyond-use date and the words "For animal treatment only".</li>
</ol>
<p>Veterinary preparations usually take 2 to 5 business days to prepare once we have the prescription and any information we need from the vet.</p>

<h2>Giving medicines at home: practical tips</h2>
<h3>Liquids</h3>
<ul>
<li>Use the oral syringe we supply, not a kitchen spoon, and measure carefully at eye level.</li>
<li>Insert the syringe tip into the side of the mouth, behind the canine teeth, and give the liquid slowly so your pet can swallow.</li>
<li>Shake suspensions well before every dose.</li>
</ul>
<h3>Treats and capsules</h3>
<ul>
<li>Give a medicated treat on its own, before a meal, when your pet is hungry, rather than mixing it into a full bowl of food where part of the dose may be left behind.</li>
<li>In a multi-pet household, give treats separately so the dose goes to the right animal.</li>
</ul>
<h3>Transdermal gels</h3>
<ul>
<li>Wear disposable gloves or a finger cot to apply the gel, so that you do not absorb the medicine yourself.</li>
<li>Apply it to the area your vet has shown you, and alternate ears if directed.</li>
<li>Gently wipe away any remaining residue before the next dose, as your vet or pharmacist advises.</li>
<li>Keep children and other pets from touching the application site for a while after each dose.</li>
</ul>
<h3>For every form</h3>
<ul>
<li>Keep a simple chart of doses given, especially if several people in the household care for the animal.</li>
<li>If a dose is missed, vomited or spat out, ask your vet what to do rather than doubling the next dose.</li>
<li>Reward your pet afterwards: a calm routine can make the next dose easier.</li>
<li>Contact your vet if your pet seems unwell, stops eating or behaves unusually after starting a new medicine.</li>
</ul>

<h2>Storage and beyond-use dates</h2>
<p>Like all compounded medicines, veterinary preparations carry a <strong>beyond-use date</strong>: the date after which they should not be used. It depends on the ingredients, the form and the storage conditions, and typically ranges from 30 to 90 days.</p>
<ul>
<li>Store the preparation exactly as the label directs; some need refrigeration and others must not be refrigerated.</li>
<li>Keep veterinary medicines separate from the family's medicines, and out of reach of children and animals.</li>
<li>Do not leave preparations in a hot car or in direct sun.</li>
<li>If a preparation changes colour, smell or texture, or a suspension will not mix evenly when shaken, contact us before using it.</li>
<li>Return unused or expired medicine to a pharmacy for safe disposal rather than putting it in the bin or down the drain.</li>
</ul>

<h2>When compounding is not the right answer</h2>
<p>Compounding is a tool for specific problems, not a routine alternative to registered veterinary medicines, which have been assessed by the APVMA. When a registered product exists in a suitable strength and form, and your animal can take it, that is usually the first choice. Compounding may also not be appropriate when:</p>
<ul>
<li>there is no reliable information on the stability of the medicine in the requested form;</li>
<li>the requested route, such as a transdermal gel, is not suitable for that medicine;</li>
<li>the preparation would need sterile facilities;</li>
<li>cost is a concern and a registered alternative would serve the same purpose.</li>
</ul>
<p>Decisions about treatment, including whether a compounded medicine is appropriate and what to expect from it, belong with your vet.</p>

<h2>For vets: what to include on the prescription</h2>
<p>We are happy to talk through a case before you prescribe. To avoid delays, please include:</p>
<ul>
<li>the animal's name, species and current weight, and the owner's name and address;</li>
<li>the medicine, strength, dosage form and quantity;</li>
<li>clear directions, including the dose, frequency and duration;</li>
<li>flavour preferences and any food allergies or dietary restrictions;</li>
<li>the words "For animal treatment only", with your name, practice details and signature.</li>
</ul>
<p>Registered practitioners, including vets, can send order requests through our <a href="/practitioners">practitioner portal</a>.</p>

<h2>Cost, timing and delivery</h2>
<p>We always quote the price before preparing anything. We accept Visa, MasterCard, EFTPOS and bank transfer. Once the preparation is ready, you can collect it from us, or we can ship it Australia-wide with tracking, usually arriving in 2 to 5 business days. Allow for preparation and delivery time when you arrange repeat supplies, so that your pet does not miss doses.</p>

<h2>Getting started with us</h2>
<p>Talk to your vet first: they will decide whether a compounded medicine suits your animal. If it does:</p>
<ol>
<li><strong>Ask your vet for a prescription</strong>, or ask them to send it to us directly.</li>
<li><strong>Send it to us.</strong> <a href="/upload">Upload the script</a>, post it or bring it into the pharmacy.</li>
<li><strong>We review it</strong>, contact you or your vet if we need more information, and confirm the price.</li>
<li><strong>We prepare and check</strong> the medicine, then let you know when it is ready for pickup or delivery.</li>
</ol>
<p>If you have questions before you start, our pharmacists offer consultations of 30 to 45 minutes. <a href="/contact">Contact us</a>, look through <a href="/services">our services</a> or read our <a href="/faqs">frequently asked questions</a>. For more on how compounding works for people, see our <a href="/blog/compounding-pharmacy-australia-guide">guide to compounding pharmacies in Australia</a>.</p>
`;

export default body;
