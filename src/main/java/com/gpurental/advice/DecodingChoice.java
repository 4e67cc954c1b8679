package com.gpurental.advice;

import com.gpurental.catalog.ModelPreset;
import com.gpurental.plan.Plan;
import com.gpurental.serving.Load;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.ServingAssumptions;
import com.gpurental.text.Message;
import java.util.List;

/**
 * How the served model decodes (issue 31, docs/domain.md §3.9 and §9): whether it answers with its reasoning — always for
 * a reasoning model (DeepSeek-R1), as the plan's {@code inference.thinking} or the model's default for a hybrid one
 * (catalog {@code thinkingSwitch}: Qwen3, GLM-4.5) — and whether speculative decoding by the model's own
 * multi-token-prediction head raises its decode speed (plan {@code inference.speculative: "mtp"}, catalog {@code mtp}).
 * A setting the model cannot honour is a note, never a silent change.
 *
 * @param thinkingModel  the name of the model that answers with its reasoning; null when it answers without
 * @param thinkingSwitch the model is a hybrid one: its thinking can be switched off
 * @param decodeSpeedup  the decode speed-up of speculative decoding as a range; null without it
 */
record DecodingChoice(String thinkingModel, boolean thinkingSwitch, Estimate decodeSpeedup) {

    static final DecodingChoice NONE = new DecodingChoice(null, false, null);

    /** The choice for a language-model service on {@code named} (null: a bare count or an imported config.json). */
    static DecodingChoice of(Plan.Inference in, ModelPreset named, List<Message> notes) {
        Boolean asked = in.thinking();
        String thinking = null;
        boolean hybrid = named != null && named.thinkingSwitch();
        if (named != null && named.reasoning()) {
            thinking = named.name();
            if (Boolean.FALSE.equals(asked)) {
                notes.add(Message.of("note.thinkingAlways", named.name()));
            }
        } else if (hybrid) {
            boolean on = asked != null ? asked : named.thinkingByDefault();
            thinking = on ? named.name() : null;
            if (!on && !LoadResolver.answerGiven(in)) {
                // the ordinary answer, said with what thinking would cost
                notes.add(Message.of("note.thinkingOff", named.name(), Assumptions.DEFAULT_ANSWER_TOKENS,
                        Assumptions.REASONING_ANSWER_TOKENS));
            }
        } else if (asked != null) {
            notes.add(named != null ? Message.of("note.thinkingNoSwitch", named.name())
                    : Message.of("note.thinkingUnknownModel"));
        }
        return new DecodingChoice(thinking, hybrid, speedup(in, named, notes));
    }

    /** The speed-up of speculative decoding where the plan asks for it and the model has the head; else null. */
    private static Estimate speedup(Plan.Inference in, ModelPreset named, List<Message> notes) {
        if (in.speculative() != Plan.Speculative.MTP) {
            return null;
        }
        if (named == null || !named.mtp()) {
            notes.add(named != null ? Message.of("note.mtpNone", named.name()) : Message.of("note.mtpUnknownModel"));
            return null;
        }
        Estimate gain = ServingAssumptions.MTP_DECODE_SPEEDUP;
        // three significant digits (1.35, not the one decimal a Double is shown at)
        notes.add(Message.of("note.mtp", named.name(), Load.rate(gain.central()), Load.rate(gain.low()),
                Load.rate(gain.high())));
        return gain;
    }
}
