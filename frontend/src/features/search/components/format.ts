/** Spec: average rating to one decimal, or N/A before any review. */
export const ratingText = (rating: number | null | undefined) => (rating === null || rating === undefined || Number.isNaN(rating) ? 'N/A' : rating.toFixed(1));

export const initialsOf = (p: { firstName: string; lastName: string }) => `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();
