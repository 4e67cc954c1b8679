package com.gpurental.advice;

import com.gpurental.serving.LoadShape;
import com.gpurental.serving.Targets;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.ServingAssumptions;
import com.gpurental.sizing.Workload;

/**
 * The plan's load and targets as the serving stage takes them (docs/domain.md §9): the requests in flight (the plan's
 * concurrent users), the prompt and answer (the plan's, else the sourced defaults), the share of the prompt the prefix
 * cache holds, and the latency targets with whether the buyer set them (hard) or the preset did (soft).
 */
final class ServingInputs {

    private ServingInputs() {
    }

    /** The answer a request writes: the plan's, else the mean chat answer (at most half the context). */
    static int answerTokens(ResolvedPlan rp) {
        Integer asked = rp.plan().inference().answerTokens();
        return asked != null ? asked
                : Math.min(Assumptions.DEFAULT_ANSWER_TOKENS, Math.max(1, rp.workload().contextTokens() / 2));
    }

    /**
     * The prompt: the plan's, else {@link Assumptions#PROMPT_TOKENS_PER_ANSWER_TOKEN} × the answer (a chat's turn with
     * its history), at most the context less the answer.
     */
    static int promptTokens(ResolvedPlan rp) {
        Integer asked = rp.plan().inference().promptTokens();
        int answer = answerTokens(rp);
        int room = Math.max(1, rp.workload().contextTokens() - answer);
        return asked != null ? asked
                : (int) Math.min(room, Math.round(ServingAssumptions.PROMPT_TOKENS_PER_ANSWER_TOKEN * answer));
    }

    /** The load as the serving stage takes it. */
    static LoadShape load(ResolvedPlan rp) {
        Workload w = rp.workload();
        boolean defaultPrompt = rp.plan().inference().promptTokens() == null;
        double cached = defaultPrompt ? ServingAssumptions.DEFAULT_PREFIX_CACHE_SHARE : 0;
        return new LoadShape(w.concurrentUsers(), null, promptTokens(rp), answerTokens(rp), w.contextTokens(), cached);
    }

    /** The targets: the speed per user (hard when the buyer typed it) and the scenario's first-token time (soft). */
    static Targets targets(ResolvedPlan rp) {
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
}
