package com.gpurental.quotes;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.MemoryModel;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Workload;
import com.gpurental.text.Message;

/**
 * Whether a quoted configuration (a GPU and a number of cards) carries the plan's workload, using the sizing models:
 * the memory each card must hold with the 20% spare, then the speed target (tokens per second per user, training
 * days within the deadline, images per second and latency).
 */
final class QuoteFit {

    /** Most cards tried when looking for the fewest that fit. */
    static final int MAX_CARDS = 64;

    record Fit(boolean fits, Message note, Message speed) {
    }

    private QuoteFit() {
    }

    static Fit check(Workload w, Gpu g, int cards, Catalog catalog, Double deadlineDays) {
        MemoryBreakdown mem = MemoryModel.breakdown(w, cards);
        if (g.memoryGb() == null) {
            return new Fit(false, Message.of("reject.unknownFigure", Message.of("indicator.memory")), null);
        }
        // Needs are in 10^9 bytes, a card's marketed GB are binary: compare bytes with bytes, as the advice does.
        if (mem.perCardGb() > g.capacityGb()) {
            return new Fit(false, Message.of("reject.memory", mem.perCardGb(), g.capacityGb(), cards, g.memoryGb()), null);
        }
        Message fitsNote = Message.of("reason.fits", cards, g.name(), mem.requiredGb(), mem.perCardGb(), g.capacityGb(),
                mem.sparePercent(), g.memoryGb());
        InterconnectType link = g.interconnect() == null ? InterconnectType.NONE : g.interconnect().type();
        double efficiency = cards == 1 ? 1.0 : catalog.scalingEfficiency(link, cards);
        switch (w.kind()) {
            case LLM_INFERENCE -> {
                Double tps = Performance.tokensPerSecondPerUser(w, g, cards, w.concurrentUsers(), efficiency);
                Message speed = tps == null ? null : Message.of("reason.decode", tps, w.concurrentUsers());
                Double target = w.tokensPerSecondPerUser();
                if (target != null && tps != null && tps < target) {
                    return new Fit(false, Message.of("reject.speed", tps, target, cards), speed);
                }
                return new Fit(true, fitsNote, speed);
            }
            case LLM_TRAINING -> {
                Double days = Performance.trainingDays(w, g, cards, efficiency);
                Message speed = days == null ? null
                        : Message.of("reason.trainingDays", days, cards, Math.round(efficiency * 100));
                if (deadlineDays != null && days != null && days > deadlineDays) {
                    return new Fit(false, Message.of("reject.trainingTime", days, deadlineDays, cards), speed);
                }
                return new Fit(true, fitsNote, speed);
            }
            case VISION -> {
                Double latency = Performance.visionLatencyMs(w, g);
                Double perSecond = Performance.visionImagesPerSecond(w, g);
                Message speed = latency == null || perSecond == null ? null
                        : Message.of("reason.vision", latency, cards * perSecond);
                if (latency != null && w.minimums().latencyMs() != null && latency > w.minimums().latencyMs()) {
                    return new Fit(false, Message.of("reject.latency", latency, w.minimums().latencyMs()), speed);
                }
                double needed = w.vision().imagesPerDay() / 86_400.0;
                if (perSecond != null && cards * perSecond < needed) {
                    return new Fit(false, Message.of("reject.images", cards * perSecond, needed, cards), speed);
                }
                return new Fit(true, fitsNote, speed);
            }
            default -> {
                return new Fit(true, fitsNote, null);
            }
        }
    }

    /** The fewest cards of {@code g} that fit, or null when none up to {@link #MAX_CARDS} does. */
    static Integer cardsNeeded(Workload w, Gpu g, Catalog catalog, Double deadlineDays) {
        for (int n = 1; n <= MAX_CARDS; n++) {
            if (check(w, g, n, catalog, deadlineDays).fits()) {
                return n;
            }
        }
        return null;
    }
}
