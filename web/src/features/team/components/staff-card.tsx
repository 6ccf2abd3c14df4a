import type { StaffMember } from '../staff.ts';
import { StaffPhoto } from './staff-photo.tsx';

export function StaffCard({ member }: { member: StaffMember }) {
  return (
    <article className="card staff-card">
      <StaffPhoto src={member.image} name={member.name} />
      <div className="staff-card__body">
        <h2 className="staff-card__name">{member.name}</h2>
        <p className="staff-card__title">{member.title}</p>
        <p className="staff-card__bio">{member.bio}</p>
      </div>
    </article>
  );
}
