package com.gpurental.sizing;

import com.gpurental.catalog.VisionWorkload;

/**
 * The whole latency of one inspected image — sent over the line to the cards, decoded and tiled, then run
 * through the model — against the line's target. The inference figure alone hid that a 10 MB image over a 100 Mbit/s
 * line takes 800 ms, four times a 200 ms budget.
 *
 * <pre>
 * transfer (ms)          = image MB × 8 ÷ link Mbit/s × 1000           (MB = 10^6 bytes, Mbit = 10^6 bits)
 * decode and tiling (ms) = megapixels × {@link Assumptions#DECODE_MS_PER_MEGAPIXEL_LOW} … {@link
 * Assumptions#DECODE_MS_PER_MEGAPIXEL_HIGH}
 * end to end (ms)        = transfer + decode and tiling + inference
 * </pre>
 *
 * When the transfer alone takes the whole target no rented card in a data centre can meet it: the cards are then
 * judged as on-site (edge) hardware next to the line, without the transfer ({@link #onSite()}).
 *
 * @param imageMb     one image as sent (the plan's, or megapixels × {@link Assumptions#JPEG_MB_PER_MEGAPIXEL})
 * @param linkMbps    the line to the cards (the plan's, or {@link Assumptions#DEFAULT_LINK_MBPS})
 * @param transferMs  the image over the line
 * @param decodeLowMs decoding and tiling at the fast end; {@code decodeHighMs} at the slow end
 * @param inferenceMs the model on one card (null when the card's figure is unknown)
 * @param targetMs    the line's latency target
 */
public record InspectionLatency(double imageMb, double linkMbps, double transferMs, double decodeLowMs,
                                double decodeHighMs, Double inferenceMs, double targetMs) {

    public static InspectionLatency of(VisionWorkload v, Double inferenceMs, double targetMs) {
        double mb = v.imageMb() != null ? v.imageMb() : v.megapixels() * Assumptions.JPEG_MB_PER_MEGAPIXEL;
        double mbps = v.linkMbps() != null ? v.linkMbps() : Assumptions.DEFAULT_LINK_MBPS;
        double transfer = mb * 8 / mbps * 1000;
        return new InspectionLatency(mb, mbps, transfer, v.megapixels() * Assumptions.DECODE_MS_PER_MEGAPIXEL_LOW,
                v.megapixels() * Assumptions.DECODE_MS_PER_MEGAPIXEL_HIGH, inferenceMs, targetMs);
    }

    /** The transfer alone takes the whole target: only hardware next to the line can meet it. */
    public boolean onSite() {
        return transferMs >= targetMs;
    }

    /** End to end at the fast end (null without an inference figure). */
    public Double totalLowMs() {
        return inferenceMs == null ? null : transferMs + decodeLowMs + inferenceMs;
    }

    /** End to end at the slow end (null without an inference figure). */
    public Double totalHighMs() {
        return inferenceMs == null ? null : transferMs + decodeHighMs + inferenceMs;
    }

    /** Decoding and inference at the slow end, as on-site hardware sees them (null without an inference figure). */
    public Double onSiteHighMs() {
        return inferenceMs == null ? null : decodeHighMs + inferenceMs;
    }

    /**
     * Whether the card meets the target on the slow end: end to end, or — when the transfer alone misses it — as
     * on-site hardware. Null without an inference figure.
     */
    public Boolean meets() {
        if (inferenceMs == null) {
            return null;
        }
        return (onSite() ? onSiteHighMs() : totalHighMs()) <= targetMs;
    }
}
