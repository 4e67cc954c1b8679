package com.gpurental.quotes;

import com.gpurental.catalog.Gpu;

/**
 * The advice's sizing of one GPU for the plan, as the quote stage needs it. The advice implements it with its own
 * sizer, so a quote fits exactly when the advice would size that GPU at those cards (the quote stage keeps no sizing
 * of its own, and the packages stay one-way: advice → quotes).
 */
public interface QuoteSizer {

    /** Whether {@code cards} cards of {@code gpu} carry the workload, leaving the domestic (信创) rule aside. */
    QuoteFit fit(Gpu gpu, int cards);

    /** The fewest cards of {@code gpu} that fit, or null when none up to the plan's maximum does. */
    Integer cardsNeeded(Gpu gpu);
}
