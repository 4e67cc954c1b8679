package com.gpurental.advice;

import com.gpurental.text.Message;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/** A pitfall (docs/domain.md §4): what is wrong and what to do about it. */
public record Warning(Code code, Message text, Message action) {

    public enum Code {
        OVER_SPECIFIED, IDLE_TERM, TERM_LONGER_THAN_TASK, SUPPORTING_HARDWARE, MULTI_SERVER, MIXED_STACKS,
        PCIE_SCALING, STALE_PRICE, UNVERIFIED_PRICE, UNVERIFIED_SPEC, SPEED_UNKNOWN, DURATION_ASSUMED, TWO_DEVICES,
        PORTING, PRESET_CHECK, ALTERNATIVES_LEFT_OUT, MODIFIED_CARD,
        /** An FP8 model on a card without FP8 tensor cores runs weight-only (W8A16) or upcast, not in FP8 compute. */
        FP8_WEIGHT_ONLY,
        /** A training over several servers needs a cluster; rented as containers it is not one. */
        TRAINING_CLUSTER, TRAINING_CLUSTER_CONTAINERS,
        /** The first token comes later than the scenario's target on the cautious estimate. */
        FIRST_TOKEN_SLOW,
        /** 信创 also concerns the CPU, the operating system, on-premises hosting and the 等保 grade. */
        DOMESTIC_BEYOND_GPU,
        /** A share of a server priced as the whole server, as the offer does not say that shares are rented. */
        SERVER_SHARE_UNCONFIRMED,
        /** The recommendation's speed cannot be confirmed from published figures: a trial run before signing. */
        TRIAL_BEFORE_SIGNING,
        /** The image's transfer alone takes the inspection's whole latency target: on-site hardware. */
        EDGE_HARDWARE,
        /** A card not sold in China under the US export rules: a platform there may rent a China variant under its name. */
        CHINA_VARIANT,
        /** A card no longer sold new in China (the RTX 4090 since 2023-11-17): rentals run older stock; ask which card. */
        CHINA_STOCK,
        /** A variant under the card's name has too little memory for the plan (the 32 GB 910B4): ask for the others. */
        VARIANT_MEMORY,
        /** Cards on one copy together, figured as the SXM module, also rented as a PCIe card: ask for SXM (NVLink). */
        VARIANT_LINK,
        /** A speed figured on the SXM module that the PCIe card rented under the same name would not reach. */
        VARIANT_SPEED,
        /** A cluster held for months with only container prices: ask for its bare-metal quote (issue 32). */
        CLUSTER_QUOTE,
        /**
         * A cluster held for months that the catalog has no bare-metal price for, recommended at the catalog's container
         * price as its estimate: ask vendors for the bare-metal cluster's month or year and sign on that (issue 31/32).
         */
        CLUSTER_ESTIMATE,
        /** Issue 34: a speed sized on a measurement (advice.MeasuredSpeed), and what it changed against the estimate. */
        MEASURED_SPEED,
        /** Issue 34: a wide speed range on a monthly or quarterly contract: a one-day hourly trial first, with its cost. */
        TRIAL_FIRST,
        /**
         * The share of the people in the busiest hour was given below 1 (%): "0.3" is 0.3 %, and is most likely a
         * fraction meant as 30 %. Read as typed, said first, never reinterpreted.
         */
        BUSY_SHARE_FRACTION,
        /**
         * A model that thinks before it answers (DeepSeek-R1) was sized on the default answer with its thinking
         * (Assumptions.REASONING_ANSWER_TOKENS): the length is said, and hard questions that think for thousands of tokens
         * multiply the cards, so a day's trial measures it.
         */
        REASONING_ANSWER,
        /**
         * A hybrid model (Qwen3, GLM-4.5) sized with its thinking on, the plan's choice or the model's default: the
         * answer length is said, and what switching the thinking off would save (issue 31).
         */
        THINKING_ON
    }

    /**
     * The warnings that change whether the order can run as bought, not only what it costs or what to check: an FP8
     * model on cards that compute it weight-only, a model or a training spread over servers (a cluster: RDMA, the
     * serving framework across servers), a first token later than the target, an inspection that no rented card can
     * serve, software to port first, and a speed to prove in a trial run before signing. A paper with little room lists
     * these whatever else it folds away.
     */
    public static final Set<Code> BLOCKING = Collections.unmodifiableSet(EnumSet.of(
            Code.FP8_WEIGHT_ONLY, Code.MULTI_SERVER, Code.TRAINING_CLUSTER, Code.TRAINING_CLUSTER_CONTAINERS,
            Code.FIRST_TOKEN_SLOW, Code.EDGE_HARDWARE, Code.PORTING, Code.TRIAL_BEFORE_SIGNING));

    /** Whether this warning changes whether the order can run ({@link #BLOCKING}). */
    public boolean blocking() {
        return BLOCKING.contains(code);
    }

    public static Warning of(Code code, Object... args) {
        String key = "warning." + code.name();
        return new Warning(code, Message.of(key, args), Message.of(key + ".action", args));
    }
}
