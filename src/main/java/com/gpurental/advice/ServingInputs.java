package com.gpurental.advice;

import com.gpurental.serving.Load;
import com.gpurental.serving.LoadShape;
import com.gpurental.serving.RequestKind;
import com.gpurental.serving.ServingFit;
import com.gpurental.serving.Targets;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.ServingAssumptions;
import com.gpurental.sizing.Workload;
import com.gpurental.text.Message;

/**
 * The plan's load and targets as the serving stage takes them (docs/domain.md §9): the resolved load
 * ({@link ResolvedPlan#load}: its request rate, requests in flight, prompt and answer — one source of the default lengths,
 * {@link RequestKind}), the share of the prompt the prefix cache holds, and the latency targets with whether the buyer set
 * them (hard) or the preset did (soft).
 */
final class ServingInputs {

    private ServingInputs() {
    }

    /** The answer a request writes: the resolved load's (the plan's, else {@link RequestKind#CHAT_TURN}'s default). */
    static int answerTokens(ResolvedPlan rp) {
        if (rp.load() != null) {
            return rp.load().answerTokens();
        }
        Integer asked = rp.plan().inference().answerTokens();
        return asked != null ? asked : RequestKind.CHAT_TURN.answerTokens(rp.workload().contextTokens());
    }

    /** The prompt: the resolved load's (the plan's, else {@link RequestKind#CHAT_TURN}'s default, within the context). */
    static int promptTokens(ResolvedPlan rp) {
        if (rp.load() != null) {
            return rp.load().promptTokens();
        }
        Integer asked = rp.plan().inference().promptTokens();
        return asked != null ? asked
                : RequestKind.CHAT_TURN.promptTokens(rp.workload().contextTokens(), answerTokens(rp));
    }

    /**
     * The load as the serving stage takes it: the buyer's request rate where the load came from her words or a batch job
     * (else Little's law on the requests in flight), and the prefix cache's share — the plan's, else the published
     * default for a default prompt (a chat's history), none for a prompt she typed or a batch job's items.
     */
    static LoadShape load(ResolvedPlan rp) {
        Workload w = rp.workload();
        Load l = rp.load();
        boolean batch = batch(rp);
        boolean rateGiven = l != null && (batch || l.source() == Load.Source.PEOPLE);
        boolean defaultPrompt = rp.plan().inference().promptTokens() == null && !batch;
        double cached = l != null && l.prefixCacheShare() != null ? l.prefixCacheShare()
                : defaultPrompt ? ServingAssumptions.DEFAULT_PREFIX_CACHE_SHARE : 0;
        if (batch) {
            // A batch job is sized on throughput: the engine batches as many items as the memory holds, so no number in
            // flight is given; each item holds its own tokens in and out; the rate counts the hours the cards run before
            // the deadline (Load.ofBatch, docs/domain.md §9.4).
            return new LoadShape(0, l.requestsPerSecond(), promptTokens(rp), answerTokens(rp),
                    promptTokens(rp) + answerTokens(rp), cached);
        }
        // beside the typical load, one request may fill the window the plan promises (docs/domain.md §9.1)
        // a spare copy, where the buyer asks for availability: the load is carried with one copy down (§9.2)
        return new LoadShape(w.concurrentUsers(), rateGiven ? l.requestsPerSecond() : null, promptTokens(rp),
                answerTokens(rp), heldContext(rp), cached, w.contextTokens(), spareCopies(rp));
    }

    /**
     * The tokens each request in flight holds in memory (docs/domain.md §9.1 "Memory of a request"): the cache of the
     * actual lengths, not the window's maximum — a request holds its prompt and its answer, at most the context — where
     * the buyer typed the prompt (a RAG or agent request: 16,000 + 500 tokens, whatever the window) or the load came in her
     * words (people, or a batch job) with the scenario's context. The whole context only where neither says how long a
     * request is: she set a context of her own without a prompt (her need: every request may fill it) or gave the
     * requests in flight outright with the default prompt (sessions, each of which may fill its window).
     */
    static int heldContext(ResolvedPlan rp) {
        int context = rp.workload().contextTokens();
        Integer asked = rp.plan().inference().contextTokens();
        boolean promptTyped = rp.plan().inference().promptTokens() != null;
        boolean ownWords = rp.load() != null
                && (rp.load().source() == Load.Source.PEOPLE || rp.load().source() == Load.Source.BATCH);
        boolean defaultContext = asked == null || asked.equals(rp.preset().defaults().contextTokens());
        if (!promptTyped && !(ownWords && defaultContext)) {
            return context;
        }
        return (int) Math.min(context, (long) promptTokens(rp) + answerTokens(rp));
    }

    /**
     * Copies beyond those the load needs: one where the buyer asks for availability (plan {@code inference.spareCopy}),
     * for a service only — a batch job that loses a copy finishes later and resumes, it needs none.
     */
    static int spareCopies(ResolvedPlan rp) {
        return rp.plan().inference().spareCopyAsked() && !batch(rp) ? 1 : 0;
    }

    /** Whether the load is a batch job's items over its deadline (sized on throughput, no latency target). */
    static boolean batch(ResolvedPlan rp) {
        return rp.load() != null && rp.load().source() == Load.Source.BATCH;
    }

    /** The targets: the speed per user (hard when the buyer typed it) and the scenario's first-token time (soft). */
    static Targets targets(ResolvedPlan rp) {
        if (batch(rp)) {
            return Targets.NONE;
        }
        Double tps = rp.workload().tokensPerSecondPerUser();
        boolean typed = rp.plan().inference().tokensPerSecondPerUser() != null;
        return new Targets(CandidateFactory.firstTokenTargetS(rp), tps == null || !(tps > 0) ? null : 1 / tps, false,
                typed && tps != null);
    }

    /** How far a soft target may be relaxed (0 when every target is the buyer's own or there is none). */
    static int maxRelax(ResolvedPlan rp) {
        Targets t = targets(rp);
        boolean soft = t.ttftS() != null && !t.ttftHard() || t.tpotS() != null && !t.tpotHard();
        return soft ? 2 : 0;
    }

    /** Whether the buyer gave the load herself (people, or the requests in flight), not the scenario's default. */
    static boolean ownLoad(ResolvedPlan rp) {
        return rp.load() != null
                && (rp.load().source() == Load.Source.PEOPLE || rp.load().source() == Load.Source.GIVEN);
    }

    /**
     * The soft target a fit misses, named by its metric: the answer's speed (time per token), the first token, or both;
     * at the central estimate, else — where a target had to be relaxed — at the slow end. Null when none misses.
     */
    static Message softTargetCheck(Targets t, ServingFit fit, Estimate tps) {
        boolean tpotSoft = t.tpotS() != null && !t.tpotHard();
        boolean ttftSoft = t.ttftS() != null && !t.ttftHard();
        boolean tpotMiss = tpotSoft && fit.tpotS().central() > t.tpotS();
        boolean ttftMiss = ttftSoft && fit.ttftS().central() > t.ttftS();
        if (!tpotMiss && !ttftMiss && fit.relaxed() > 1) {
            tpotMiss = tpotSoft && fit.tpotS().high() > t.tpotS();
            ttftMiss = ttftSoft && fit.ttftS().high() > t.ttftS();
        }
        if (!tpotMiss && !ttftMiss) {
            return null;
        }
        // a slow end of 0 tokens/s: the copies would be overloaded there (ServingFit.carriesAtSlowEnd), said in words
        String stem = tps.low() == 0 ? "check.softTargetOverloaded." : "check.softTarget.";
        String key = stem + (tpotMiss && ttftMiss ? "both" : tpotMiss ? "speed" : "firstToken");
        return Message.of(key, tps.central(), t.tpotS() == null ? 0 : 1 / t.tpotS(), tps.low(), tps.high(),
                fit.ttftS().central(), t.ttftS() == null ? 0 : t.ttftS());
    }
}
