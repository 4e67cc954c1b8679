package com.gpurental.advice;

import com.gpurental.catalog.Gpu;
import com.gpurental.text.Message;

/**
 * A GPU that cannot be recommended, and why.
 *
 * @param option the option on this GPU the engine worked out and left out (its cards, its memory use), or null when
 *               none was worked out
 */
public record Rejection(Gpu gpu, Code code, Message reason, Candidate option) {

    /** A GPU rejected before any option on it was worked out. */
    public Rejection(Gpu gpu, Code code, Message reason) {
        this(gpu, code, reason, null);
    }

    public enum Code { NOT_DOMESTIC, MISSES_INDICATOR, NEVER_FITS, TOO_MANY_CARDS, TOO_SLOW, MODE_NOT_OFFERED, OTHER_STACK,
            LEFT_OUT,
        /** The plan has a speed need and the card's figure for it is unknown: not enough data to judge. */
        INSUFFICIENT_DATA }
}
