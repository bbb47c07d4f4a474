import { LEADERSHIP_SKELETON_COUNT, type TeamMember } from '@trucking-finance/contracts';
import { aboutTeam } from '@/content/about';
import { useGetTeamMembersQuery } from './team-api';
import styles from './leadership-team.module.css';

/** The photo is stored at 400×400; the card shows it smaller, and the size reserves its space. */
const PHOTO_SIZE_PX = 400;

/** The leadership team of the About page, in the order the admin set (docs/product.md#about). */
export function LeadershipTeam() {
  const { data, isLoading, isError } = useGetTeamMembersQuery();

  if (isLoading) return <LeadershipTeamSkeleton />;
  if (isError || !data) return <p className={styles.notice}>{aboutTeam.error}</p>;
  if (data.teamMembers.length === 0) return <p className={styles.notice}>{aboutTeam.empty}</p>;

  return (
    <ul className={styles.grid}>
      {data.teamMembers.map((member) => (
        <li key={member.id}>
          <TeamMemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}

function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className={styles.card}>
      {member.profileImage ? (
        <img
          className={styles.photo}
          src={member.profileImage}
          width={PHOTO_SIZE_PX}
          height={PHOTO_SIZE_PX}
          alt={member.name}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.fallback} data-testid="team-member-fallback-icon">
          <PersonIcon />
        </span>
      )}
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role}>{member.role}</p>
      <p className={styles.experience}>{member.experience}</p>
      <p className={styles.bio}>{member.bio}</p>
    </article>
  );
}

function LeadershipTeamSkeleton() {
  return (
    <>
      <p role="status" className="visually-hidden">
        {aboutTeam.loading}
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: LEADERSHIP_SKELETON_COUNT }, (_, index) => (
          <li key={index} className={`${styles.card} ${styles.skeleton}`} data-testid="team-member-skeleton">
            <span className={styles.skeletonPhoto} />
            <span className={styles.skeletonLine} />
            <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
            <span className={styles.skeletonLine} />
          </li>
        ))}
      </ul>
    </>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="64" height="64" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4.25" />
      <path d="M3.5 21c0-4.7 3.8-8 8.5-8s8.5 3.3 8.5 8z" />
    </svg>
  );
}
