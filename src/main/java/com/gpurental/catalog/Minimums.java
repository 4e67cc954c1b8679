package com.gpurental.catalog;

/** A scenario's key indicators; null = no minimum. */
public record Minimums(
        Double memoryGbPerCard,
        Double fp16TflopsPerCard,
        Double fp16TflopsTotal,
        Double int8TopsPerCard,
        Double fp32TflopsPerCard,
        Double interconnectGbPerS,
        Double usersPerCard,
        Double latencyMs) {

    public static final Minimums NONE = new Minimums(null, null, null, null, null, null, null, null);
}
