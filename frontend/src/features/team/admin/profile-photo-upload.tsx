import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'antd';
import { profileImageMimeTypes, type TeamMember } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { useFailureToast } from '@/components/toast/use-failure-toast';
import { useUpdateTeamMemberMutation } from '../team-api';
import { profileImageProblem, readAsDataUrl } from './profile-image';
import { teamAdminMessages } from './team-admin-messages';

/**
 * Chooses and uploads one member's photo: checked here first (type, 5MB), sent as a data URL,
 * re-encoded by the server. Each member has its own in-progress state.
 */
export function ProfilePhotoUpload({ member }: { member: TeamMember }) {
  const [updateTeamMember] = useUpdateTeamMemberMutation();
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const toast = useToast();
  const failed = useFailureToast();

  const upload = async (file: File) => {
    const problem = profileImageProblem(file);
    if (problem) {
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      let profileImage: string;
      try {
        profileImage = await readAsDataUrl(file);
      } catch {
        toast({ title: teamAdminMessages.readFailed, variant: 'destructive' });
        return;
      }
      await updateTeamMember({ id: member.id, changes: { profileImage } }).unwrap();
      toast({ title: teamAdminMessages.photoUpdated });
    } catch (error) {
      failed(error, teamAdminMessages.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still counts as a change.
    event.target.value = '';
    if (file) void upload(file);
  };

  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={profileImageMimeTypes.join(',')}
        hidden
        onChange={chosen}
        data-testid={`photo-input-${member.id}`}
      />
      <Button
        loading={uploading}
        disabled={uploading}
        aria-label={uploading ? `Uploading photo for ${member.name}` : `Upload photo for ${member.name}`}
        onClick={() => input.current?.click()}
      >
        {uploading ? 'Uploading...' : member.profileImage ? 'Change Photo' : 'Upload Photo'}
      </Button>
    </>
  );
}
