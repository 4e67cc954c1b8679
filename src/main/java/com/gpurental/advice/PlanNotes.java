package com.gpurental.advice;

import com.gpurental.models.AttentionKind;
import com.gpurental.pricing.Term;
import com.gpurental.serving.Load;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.InspectionLatency;
import com.gpurental.sizing.MemoryModel;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The plan-level warnings (docs/domain.md §4) and the assumptions the advice rests on, in message form. */
final class PlanNotes {

    private PlanNotes() {
    }

    static List<Warning> warnings(ResolvedPlan rp, List<Candidate> candidates, Candidate lead) {
        List<Warning> warnings = new ArrayList<>();
        Workload w = rp.workload();
        // The one statement of the servers' RAM, storage and network (issue 33): the papers and checks state the same.
        warnings.add(Warning.of(Warning.Code.SUPPORTING_HARDWARE, SupportingHardware.of(rp, lead).sentence()));
        if (rp.domesticOnly()) {
            warnings.add(Warning.of(Warning.Code.DOMESTIC_BEYOND_GPU));
        }
        InspectionLatency line = inspection(w);
        if (line != null && line.onSite()) {
            warnings.add(0, Warning.of(Warning.Code.EDGE_HARDWARE, line.imageMb(), line.linkMbps(), line.transferMs(),
                    line.targetMs()));
        }
        Set<String> stacks = new LinkedHashSet<>();
        candidates.stream().limit(6).forEach(c -> stacks.add(c.gpu().stack().json().toUpperCase(Locale.ROOT)));
        if (stacks.size() > 1) {
            warnings.add(Warning.of(Warning.Code.MIXED_STACKS, List.copyOf(stacks)));
        }
        Load load = rp.load();
        if (load != null && load.source() == Load.Source.PEOPLE && load.busyShare() * 100 < 1) {
            // the field is in percent: "0.3" reads 0.3 %, a fraction meant as 30 % sizes the service 100 times too small
            double typed = load.busyShare() * 100;
            String asTyped = BigDecimal.valueOf(typed).setScale(6, RoundingMode.HALF_UP)
                    .stripTrailingZeros().toPlainString();
            warnings.add(0, Warning.of(Warning.Code.BUSY_SHARE_FRACTION, asTyped, load.people(),
                    load.people() * load.busyShare(), typed * 100));
        }
        if (load != null && load.thinkingModel() != null) {
            // a chain of thought before every answer, decoded and cached like the answer (docs/domain.md §3.9)
            // a hybrid model says what switching its thinking off would save (issue 31)
            warnings.add(load.thinkingSwitch() ? ThinkingSaving.unpriced(load.thinkingModel(), load.answerTokens(),
                    Assumptions.DEFAULT_ANSWER_TOKENS)
                    : Warning.of(Warning.Code.REASONING_ANSWER, load.thinkingModel(), load.answerTokens()));
        }
        if (lead != null && lead.trainingDays() != null && rp.durationDays() != null
                && rp.durationDays() > lead.trainingDays() * (1 + rp.bufferPercent() / 100) + 1) {
            warnings.add(Warning.of(Warning.Code.TERM_LONGER_THAN_TASK, rp.durationDays(), lead.trainingDays(),
                    rp.bufferPercent()));
        }
        return warnings;
    }

    /** The inspection's line without a card (its transfer and decoding); null without a latency target. */
    static InspectionLatency inspection(Workload w) {
        if (w.kind() != WorkloadKind.VISION || w.vision() == null
                || w.minimums().latencyMs() == null) {
            return null;
        }
        return InspectionLatency.of(w.vision(), null, w.minimums().latencyMs());
    }

    /** The per-layer floor a mixture of experts pays in every decode step, and whose measurements it comes from. */
    private static Message moeFloor(Workload w) {
        boolean mla = w.architecture().attention() == AttentionKind.MLA;
        Estimate perLayer = mla ? Assumptions.MLA_MOE_LAYER_FLOOR_SECONDS
                : Assumptions.MOE_LAYER_FLOOR_SECONDS;
        Estimate perToken = Performance.layerFloorSeconds(w, 1);
        return Message.of("assumption.moeFloor", perLayer.low() * 1e6, perLayer.central() * 1e6, perLayer.high() * 1e6,
                w.architecture().layers(), perToken.low() * 1e3, perToken.central() * 1e3, perToken.high() * 1e3,
                mla ? 1 : 0);
    }

    static List<Message> assumptions(ResolvedPlan rp, Term term) {
        List<Message> a = new ArrayList<>(rp.notes());
        Workload w = rp.workload();
        a.add(Message.of("assumption.gb"));
        a.add(MemoryModel.breakdown(w, 1).cardClass()
                ? Message.of("assumption.headroomCardClass") : Message.of("assumption.headroom", w.sparePercent()));
        // the 30-day month pro-rates a price at the plan's hours; months held are billed as calendar months (issue 32)
        a.add(Message.of("assumption.month", Assumptions.DAYS_PER_MONTH, rp.hoursPerMonth(), rp.use()));
        if (rp.daysPerWeek() < Assumptions.DAYS_PER_WEEK) {
            // issue 32: what is billed by the hour or the day counts the days the work runs (Assumptions.DEFAULT_DAYS_PER_WEEK)
            a.add(Message.of("assumption.daysPerWeek", rp.daysPerWeek(), Term.usedDays(
                    Assumptions.DAYS_PER_MONTH, rp.daysPerWeek()).doubleValue(), rp.hoursPerMonth()));
        }
        // a training's term lengthened to its cautious end says so, not "task + 10 %" (session 19 tester, N)
        a.add(term != null && term.sizedForCautious() ? Message.of("assumption.termCautious", term.cautiousTaskDays(),
                term.billableDays(), rp.bufferPercent())
                : rp.bufferPercent() > 0 ? Message.of("assumption.term", rp.bufferPercent())
                : Message.of("assumption.termNoBuffer"));
        switch (w.kind()) {
            case LLM_INFERENCE -> {
                a.add(Message.of("assumption.overhead", Assumptions.OVERHEAD_GB_PER_CARD));
                a.add(Message.of("assumption.weights", Message.of("enum.WeightFormat." + w.weightFormat().name()),
                        w.weightFormat().bits(), w.weightFormat().embeddingBits()));
                a.add(Message.of(w.architecture().attention() == AttentionKind.MLA ? "assumption.kvLatent"
                        : "assumption.kv", Message.of("enum.KvPrecision." + w.kvPrecision().name())));
                a.add(Message.of("assumption.mbu", Assumptions.DECODE_SHARE_GDDR.low() * 100,
                        Assumptions.DECODE_SHARE_GDDR.high() * 100, Assumptions.DECODE_SHARE_HBM.low() * 100,
                        Assumptions.DECODE_SHARE_HBM.high() * 100, Assumptions.DECODE_SHARE_OTHER.low() * 100,
                        Assumptions.DECODE_SHARE_OTHER.high() * 100));
                if (w.architecture().moe()) {
                    a.add(moeFloor(w));
                }
                if (rp.plan().inference().spareCopyAsked()) {
                    // availability (issue 31 item 3): a service gets one copy more; a batch job resumes without one
                    a.add(Message.of(ServingInputs.batch(rp) ? "assumption.spareCopyBatch" : "assumption.spareCopy"));
                }
            }
            case LLM_TRAINING -> {
                a.add(Message.of("assumption.overhead", Assumptions.OVERHEAD_GB_PER_CARD));
                // Only the memory model the plan uses: a LoRA plan is not "16 bytes per parameter, sharded".
                if (w.method() == TrainingMethod.FULL) {
                    a.add(Message.of("assumption.adam"));
                }
                a.add(Message.of(w.activationCheckpointing() ? "assumption.activations" : "assumption.activationsStored",
                        w.sequenceLength(), w.microBatch()));
                a.add(Message.of("assumption.mfu", Assumptions.TRAINING_HFU_BAND.central() * 100,
                        Assumptions.TRAINING_HFU_BAND.low() * 100, Assumptions.TRAINING_HFU_BAND.high() * 100,
                        (int) Performance.hardwareFlopsPerParamToken(w), w.activationCheckpointing() ? 1 : 0,
                        w.method() != null && w.method() != TrainingMethod.FULL ? 1 : 0));
                if (w.method() != TrainingMethod.FULL) {
                    a.add(Message.of("assumption.lora", Assumptions.LORA_RANK));
                }
            }
            case VISION -> {
                a.add(Message.of("assumption.vision", w.vision().gflopsPerMegapixel(), Assumptions.INFERENCE_MFU * 100));
                InspectionLatency line = inspection(w);
                if (line != null) {
                    a.add(Message.of("assumption.inspection", line.imageMb(), line.linkMbps(),
                            w.vision().linkMbps() == null ? 1 : 0, Assumptions.DECODE_MS_PER_MEGAPIXEL_LOW,
                            Assumptions.DECODE_MS_PER_MEGAPIXEL_HIGH, Assumptions.PRODUCTION_SPARE_CARDS));
                }
            }
            case COMPUTE -> {
                a.add(Message.of("assumption.compute", w.workingSetGb()));
                if (w.doublePrecision()) {
                    a.add(Message.of("assumption.computeFp64", Assumptions.FP64_HPC_MIN_RATIO * 100));
                }
            }
            default -> { }
        }
        a.add(Message.of("assumption.prices"));
        return a;
    }
}
