import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_PHOTO } from '../staff.ts';
import { StaffPhoto } from './staff-photo.tsx';

const PHOTO = '/images/team/sarah-mitchell.svg';

function renderPhoto() {
  render(<StaffPhoto src={PHOTO} name="Sarah Mitchell" />);
  return screen.getByRole('img', { name: 'Sarah Mitchell' });
}

describe('staff photo', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the photo, named after the person, with its size reserved and loaded lazily', () => {
    const image = renderPhoto();
    expect(image).toHaveAttribute('src', PHOTO);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('falls back to the grey placeholder when the photo cannot be loaded', () => {
    const image = renderPhoto();
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_PHOTO);
    expect(image).toHaveAccessibleName('Sarah Mitchell');
  });

  it('stays on the placeholder when the placeholder fails too', () => {
    const image = renderPhoto();
    fireEvent.error(image);
    fireEvent.error(image);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_PHOTO);
  });

  it('falls back when the photo had already failed before the page became interactive', () => {
    // What a prerendered page's image looks like when its request failed before hydration.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    expect(renderPhoto()).toHaveAttribute('src', PLACEHOLDER_PHOTO);
  });

  it('keeps a photo that has loaded', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(400);
    expect(renderPhoto()).toHaveAttribute('src', PHOTO);
  });
});
