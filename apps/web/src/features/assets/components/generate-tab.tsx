import { type ImageAsset, MESSAGES } from '@kiln/contracts';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { generateImage } from '../api';
import { ImageGrid, ImageTile } from './image-tile';

export type GenerateTabProps = {
  webId: string;
  generated: ImageAsset[];
  onGenerated: (image: ImageAsset) => void;
  isMapped: (image: ImageAsset) => boolean;
  onChoose: (image: ImageAsset) => void;
};

/** Seed 001 §2.4 Generate tab: a non-blank prompt, 'Generating...' while busy, images labelled 'AI Generated'. */
export function GenerateTab({ webId, generated, onGenerated, isMapped, onChoose }: GenerateTabProps) {
  const [prompt, setPrompt] = useState('');
  const [isGenerating, setIsGenerating] = useState(false);

  const handleGenerate = async () => {
    if (!prompt.trim() || isGenerating) return;
    setIsGenerating(true);
    try {
      const image = await generateImage(webId, prompt.trim());
      onGenerated(image);
      onChoose(image);
    } catch {
      toast.error(MESSAGES.GENERATE_IMAGE_FAILED, { id: 'assets-generate' });
    } finally {
      setIsGenerating(false);
    }
  };

  return (
    <div className="@container flex flex-col gap-3">
      <Textarea
        aria-label="Image prompt"
        placeholder={MESSAGES.GENERATE_IMAGE_PLACEHOLDER}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        rows={3}
        maxLength={2_000}
      />
      <Button
        variant="dark"
        size="sm"
        onClick={handleGenerate}
        disabled={!prompt.trim() || isGenerating}
        className="self-start"
      >
        <Sparkles aria-hidden="true" />
        {isGenerating ? MESSAGES.GENERATING : MESSAGES.GENERATE_IMAGE}
      </Button>
      {generated.length === 0 ? (
        <p className="py-6 text-center text-sm text-zinc-500">{MESSAGES.NO_GENERATED_IMAGE}</p>
      ) : (
        <ImageGrid>
          {generated.map((image) => (
            <ImageTile key={image.id} image={image} isMapped={isMapped(image)} onChoose={onChoose} />
          ))}
        </ImageGrid>
      )}
    </div>
  );
}
