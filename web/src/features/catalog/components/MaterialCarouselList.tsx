import type { UseQueryResult } from '@tanstack/react-query';
import { Carousel, CarouselItem } from '@/components/Carousel';
import { QueryView } from '@/components/QueryView';
import type { Material } from '../api/types';
import { MaterialCard } from './MaterialCard';

export function MaterialCarouselList({ query, label, empty }: { query: UseQueryResult<Material[]>; label: string; empty: string }) {
  return (
    <QueryView query={query} empty={empty}>
      {(items) => (
        <Carousel label={label}>
          {items.map((item) => (
            <CarouselItem key={item.id}>
              <MaterialCard item={item} />
            </CarouselItem>
          ))}
        </Carousel>
      )}
    </QueryView>
  );
}
