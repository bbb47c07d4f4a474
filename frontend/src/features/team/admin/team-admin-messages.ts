import { PROFILE_IMAGE_SIZE_PX } from '@trucking-finance/contracts';

/** What the team page says (docs/product.md#team-management); the shared validation sentences come from the contracts' `messages`. */
export const teamAdminMessages = {
  added: 'Team member added successfully',
  addFailed: 'Failed to add team member',
  updated: 'Team member updated successfully',
  updateFailed: 'Failed to update team member',
  removed: 'Team member removed successfully',
  removeFailed: 'Failed to remove team member',
  reordered: 'Team member reordered successfully',
  reorderFailed: 'Failed to reorder team member',
  photoUpdated: 'Profile image updated successfully',
  readFailed: 'Failed to read image file',
  uploadFailed: 'Failed to upload image',
  confirmRemove: (name: string) =>
    `Are you sure you want to remove ${name} from the team? This action cannot be undone.`,
  photoInstructions: `Profile photos: JPG, PNG or WEBP, up to 5MB. Use a square image, ${PROFILE_IMAGE_SIZE_PX}×${PROFILE_IMAGE_SIZE_PX} pixels or larger; it is cropped to a square and resized to ${PROFILE_IMAGE_SIZE_PX}×${PROFILE_IMAGE_SIZE_PX} for the About page.`,
  loading: 'Loading the team…',
  loadFailed: 'We could not load the team.',
  empty: 'No team members yet. Add the first one below.',
} as const;
