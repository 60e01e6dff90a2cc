// Shapes of docs/api.md.
export type Material = {
  id: string;
  title: string;
  description: string;
  imageUrl: string; // a text label shown as the card's heading
  subject?: string;
  downloadUrl: string;
  fileType: 'PDF' | 'ZIP';
};

export type PreviousYearPaper = {
  id: string;
  title: string;
  downloadUrl: string;
  subject: string;
  index: number;
};

export type MaterialCollection = 'important-topics' | 'quantum' | 'notes' | 'practical';
