package com.gpurental.catalog;

/**
 * Per-image compute for the visual inspection preset, and how each image reaches the cards.
 *
 * @param imageMb  one image as sent, MB = 10^6 bytes; null: {@code megapixels} × the assumed JPEG size per megapixel
 * @param linkMbps the line from the production line to the cards, Mbit/s = 10^6 bits/s; null: the assumed uplink
 */
public record VisionWorkload(double megapixels, double imagesPerDay, double gflopsPerMegapixel, String source,
                             Double imageMb, Double linkMbps) {

    /** A preset's workload: the image size and the link take the assumed defaults. */
    public VisionWorkload(double megapixels, double imagesPerDay, double gflopsPerMegapixel, String source) {
        this(megapixels, imagesPerDay, gflopsPerMegapixel, source, null, null);
    }
}
