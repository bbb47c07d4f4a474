import { useState } from 'react';
import { Avatar, Button, Card, Form, Space } from 'antd';
import type { MoveDirection, TeamMember } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { useFailureToast } from '@/components/toast/use-failure-toast';
import { useUpdateTeamMemberMutation } from '../team-api';
import { ProfilePhotoUpload } from './profile-photo-upload';
import { teamAdminMessages } from './team-admin-messages';
import { TeamMemberFields, trimmed, type TeamMemberDraft } from './team-member-fields';
import styles from './team-manager.module.css';

const PREVIEW_SIZE_PX = 96;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

const draftOf = ({ name, role, experience, bio }: TeamMember): TeamMemberDraft => ({
  name,
  role,
  experience,
  bio,
});

interface TeamMemberCardProps {
  member: TeamMember;
  isFirst: boolean;
  isLast: boolean;
  /** True while any member is being moved: one move at a time. */
  moving: boolean;
  onMove: (member: TeamMember, direction: MoveDirection) => void;
  onRemove: (member: TeamMember) => void;
}

/** One member: viewing (photo, text, actions) or editing inline with save and cancel. */
export function TeamMemberCard({ member, isFirst, isLast, moving, onMove, onRemove }: TeamMemberCardProps) {
  const [updateTeamMember, { isLoading: saving }] = useUpdateTeamMemberMutation();
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  const failed = useFailureToast();

  const save = async (draft: TeamMemberDraft) => {
    try {
      await updateTeamMember({ id: member.id, changes: trimmed(draft) }).unwrap();
      toast({ title: teamAdminMessages.updated });
      setEditing(false);
    } catch (error) {
      failed(error, teamAdminMessages.updateFailed);
    }
  };

  const photo = member.profileImage ? (
    <img
      className={styles.photo}
      src={member.profileImage}
      width={PREVIEW_SIZE_PX}
      height={PREVIEW_SIZE_PX}
      alt={`Photo of ${member.name}`}
    />
  ) : (
    <Avatar size={PREVIEW_SIZE_PX} className={styles.avatar} aria-hidden="true">
      {initialsOf(member.name)}
    </Avatar>
  );

  return (
    <Card className={styles.card}>
      <div className={styles.member}>
        <div className={styles.photoColumn}>
          {photo}
          <ProfilePhotoUpload member={member} />
        </div>
        <div className={styles.body}>
          {editing ? (
            <Form
              layout="vertical"
              initialValues={draftOf(member)}
              onFinish={save}
              noValidate
              aria-label={`Edit ${member.name}`}
            >
              <TeamMemberFields disabled={saving} />
              <Space wrap>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {saving ? 'Saving...' : 'Save'}
                </Button>
                <Button onClick={() => setEditing(false)} disabled={saving}>
                  Cancel
                </Button>
              </Space>
            </Form>
          ) : (
            <>
              <h3 className={styles.name}>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              <p className={styles.experience}>{member.experience}</p>
              <p className={styles.bio}>{member.bio}</p>
              <Space wrap>
                <Button
                  aria-label={`Move ${member.name} up`}
                  disabled={isFirst || moving}
                  onClick={() => onMove(member, 'up')}
                >
                  Move Up
                </Button>
                <Button
                  aria-label={`Move ${member.name} down`}
                  disabled={isLast || moving}
                  onClick={() => onMove(member, 'down')}
                >
                  Move Down
                </Button>
                <Button aria-label={`Edit ${member.name}`} onClick={() => setEditing(true)}>
                  Edit
                </Button>
                <Button danger aria-label={`Remove ${member.name}`} onClick={() => onRemove(member)}>
                  Remove
                </Button>
              </Space>
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
