import { Box, Card, CardContent, CardMedia, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface RoomCardFrameProps {
  /** The name guests read (a room type's public name, a cabin's name): heading and list item name. */
  name: string;
  testId: string;
  /** Guests are chosen for it: the frame is drawn in the primary colour. */
  chosen: boolean;
  imageUrl?: string | null;
  /** A line under the name (a cabin's type). */
  subtitle?: ReactNode;
  description?: string | null;
  /** The facts under the description: beds, price. */
  children: ReactNode;
  /** The guest's choice beside the facts (how many guests go in). */
  choice: ReactNode;
}

/**
 * The card a room or cabin is offered on in the public booking pages: picture, name, description
 * and facts, the choice beside them. The resort's room-type card and the cabin card both use it,
 * so they look and read alike.
 */
export function RoomCardFrame({
  name,
  testId,
  chosen,
  imageUrl,
  subtitle,
  description,
  children,
  choice,
}: RoomCardFrameProps) {
  return (
    <Card
      role="listitem"
      aria-label={name}
      data-testid={testId}
      sx={{ borderColor: chosen ? 'primary.main' : undefined, borderWidth: chosen ? 2 : 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {imageUrl && (
          <CardMedia
            component="img"
            image={imageUrl}
            alt=""
            sx={{ width: { xs: '100%', sm: 160 }, height: { xs: 140, sm: 'auto' }, objectFit: 'cover' }}
          />
        )}
        <CardContent sx={{ flex: '1 1 240px', minWidth: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {subtitle && <Typography variant="body2">{subtitle}</Typography>}
            {description && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {description}
              </Typography>
            )}
            {children}
          </Box>
          {choice}
        </CardContent>
      </Box>
    </Card>
  );
}
