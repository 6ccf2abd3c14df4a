import { Band } from '@/components/ui/band.tsx';
import { CheckList } from '@/components/ui/check-list.tsx';

const WHAT_COMPOUNDING_CAN_PROVIDE = [
  'A strength that is not made commercially',
  'A different form, such as a cream, gel or oral liquid',
  'A preparation free from an ingredient you cannot take',
  'Flavouring that makes a medicine easier to take',
  'Several medicines combined into one',
] as const;

export function CompoundingExplainer() {
  return (
    <Band heading="What is Compounding">
      <div className="split">
        <div className="prose">
          <p>
            Compounding is the preparation of a medicine by a pharmacist for one particular person, to a prescription.
            When a commercially available medicine does not suit, because of its strength, its form or one of its
            ingredients, your prescriber can ask us to prepare one that does.
          </p>
          <p>
            It is one of the oldest skills in pharmacy, practised today with modern equipment, pharmaceutical-grade
            ingredients and documented quality procedures.
          </p>
        </div>
        <div className="card card--soft">
          <h3>Compounding can provide</h3>
          <CheckList items={WHAT_COMPOUNDING_CAN_PROVIDE} />
        </div>
      </div>
    </Band>
  );
}
