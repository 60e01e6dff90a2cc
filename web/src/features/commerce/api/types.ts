// A premium course or a Brevi Learning notes card (docs/api.md "Course").
export type Course = {
  id: string;
  title: string;
  cardTitle: string;
  subject: string;
  description?: string;
  imageUrl: string;
  price: number;
  originalPrice?: number;
  discountPercentage: number;
  downloadUrl: string;
};
