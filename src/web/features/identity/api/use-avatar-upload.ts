import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-files';
import { profileQuery } from '../../../lib/profile-query';

/** POST /users/avatar (multipart `avatar`); the profile, and with it the top bar, then shows the new one. */
export function useAvatarUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: File) => {
      const form = new FormData();
      form.append('avatar', image);
      return apiUpload<{ message: string; avatarUrl: string }>('/users/avatar', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
}
