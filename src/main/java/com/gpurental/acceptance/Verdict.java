package com.gpurental.acceptance;

/** How one line of the acceptance stands: as quoted, to be looked at, or not as quoted. */
public enum Verdict {
    PASS, WARN, FAIL;

    /** The worse of two verdicts. */
    public Verdict worse(Verdict other) {
        return other.ordinal() > ordinal() ? other : this;
    }
}
