package com.gpurental.catalog;

/** Per-image compute for the visual inspection preset. */
public record VisionWorkload(double megapixels, double imagesPerDay, double gflopsPerMegapixel, String source) {
}
