package com.gpurental.catalog;

/**
 * A card's link to its peers: aggregate GB/s (bidirectional, as vendors quote it) and, where it
 * differs, what one pair of cards gets (HCCS: 392 aggregate, 56 per pair).
 */
public record Interconnect(InterconnectType type, Double gbPerS, Double perPairGbPerS) {

    /** The bandwidth any two cards can count on: the per-pair figure where one is given. */
    public Double pairGbPerS() {
        return perPairGbPerS != null ? perPairGbPerS : gbPerS;
    }
}
