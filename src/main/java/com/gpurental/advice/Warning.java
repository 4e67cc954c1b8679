package com.gpurental.advice;

import com.gpurental.text.Message;

/** A pitfall (DOMAIN.md §4): what is wrong and what to do about it. */
public record Warning(Code code, Message text, Message action) {

    public enum Code {
        OVER_SPECIFIED, IDLE_TERM, TERM_LONGER_THAN_TASK, SUPPORTING_HARDWARE, MULTI_SERVER, MIXED_STACKS,
        PCIE_SCALING, STALE_PRICE, UNVERIFIED_PRICE, UNVERIFIED_SPEC, SPEED_UNKNOWN, DURATION_ASSUMED, TWO_DEVICES,
        PORTING, PRESET_CHECK, ALTERNATIVES_LEFT_OUT, MODIFIED_CARD
    }

    public static Warning of(Code code, Object... args) {
        String key = "warning." + code.name();
        return new Warning(code, Message.of(key, args), Message.of(key + ".action", args));
    }
}
