package com.gpurental.advice;

import static com.gpurental.sizing.Assumptions.CARDS_PER_SERVER;

import com.gpurental.serving.ServingFit;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a configuration runs: a card count is offered only as a serving engine or a training job
 * runs it. Tensor parallelism splits a model within one server over a group that divides the attention heads (1, 2,
 * 4 or 8 cards); beyond that, more cards are <em>replicas</em> that each hold all the weights and serve their share of
 * the users; a model that one server cannot hold runs over whole servers ({@code pipelineStages} servers of 8 cards
 * per copy, tensor parallel within a server and pipeline or tensor parallel over RDMA between them). Training runs
 * data parallel with the states sharded over every card (ZeRO-3); vision and compute cards each work on their own
 * share.
 *
 * @param cardsPerServer cards in each server (the last server may hold fewer)
 * @param servers        servers the cards fill
 * @param tensorParallel cards one tensor-parallel group spans (1 for data-parallel training and independent cards)
 * @param pipelineStages servers one copy of the model spans (1 unless one server cannot hold it)
 * @param replicas       copies of the model, each holding all its weights (inference); data-parallel ranks (training);
 *                       cards working on their own (vision, compute)
 * @param kind           the way the cards run
 * @param note           the layout in words: "8 × H20 in one server, tensor parallel 8"
 * @param attention      inference: how the attention and its cache are split (tensor parallel, or data parallel with
 *                       each card caching only its own requests); TENSOR for the other workloads
 * @param expertParallel inference of a mixture of experts with data-parallel attention: cards the routed experts are
 *                       split over (one copy's cards); 1 otherwise
 * @param serving        inference: the capacity of the copies at the load (package serving); null otherwise
 */
public record Deployment(int cardsPerServer, int servers, int tensorParallel, int pipelineStages, int replicas,
                         Kind kind, Message note, com.gpurental.serving.Layout.Attention attention, int expertParallel,
                         ServingFit serving) {

    /** A deployment without a serving layout (training, vision, compute). */
    public Deployment(int cardsPerServer, int servers, int tensorParallel, int pipelineStages, int replicas, Kind kind,
                      Message note) {
        this(cardsPerServer, servers, tensorParallel, pipelineStages, replicas, kind, note,
                com.gpurental.serving.Layout.Attention.TENSOR, 1, null);
    }

    /** The ways a configuration runs. */
    public enum Kind {
        /** One card holds and serves the whole model. */
        SINGLE_CARD,
        /** One copy of the model split over a tensor-parallel group in one server. */
        TENSOR_PARALLEL,
        /** Several copies of the model, each on its own card or tensor-parallel group. */
        REPLICAS,
        /** Copies that span whole servers (tensor parallel within, pipeline or tensor parallel across over RDMA). */
        MULTI_SERVER,
        /** Training: data parallel, states sharded over every card. */
        DATA_PARALLEL,
        /** Vision or compute: every card works on its own share. */
        INDEPENDENT;

        public String json() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** One way to lay a copy of the model out, and how many copies. */
    record Layout(int tensorParallel, int pipelineStages, int replicas) {
        int cardsPerReplica() {
            return tensorParallel * pipelineStages;
        }

        int cards() {
            return cardsPerReplica() * replicas;
        }
    }

    /** Cards a tensor-parallel group may span: within one server, and a divisor of the attention heads. */
    static final int[] TENSOR_PARALLEL_SIZES = {1, 2, 4, 8};

    /** Whether a tensor-parallel group of {@code t} cards divides the heads (unknown heads: 0, any group). */
    static boolean dividesHeads(int t, int attentionHeads) {
        return attentionHeads <= 0 || attentionHeads % t == 0;
    }

    /**
     * The layouts of {@code n} cards for one model, in the order they are tried: copies on one card, then on ever
     * larger tensor-parallel groups in one server (fewer, larger copies), then copies over whole servers.
     */
    static List<Layout> layouts(int n, int attentionHeads) {
        List<Layout> layouts = new ArrayList<>();
        for (int t : TENSOR_PARALLEL_SIZES) {
            if (t <= CARDS_PER_SERVER && n % t == 0 && dividesHeads(t, attentionHeads)) {
                layouts.add(new Layout(t, 1, n / t));
            }
        }
        int groupT = CARDS_PER_SERVER;
        if (dividesHeads(groupT, attentionHeads) && n % CARDS_PER_SERVER == 0) {
            int wholeServers = n / CARDS_PER_SERVER;
            for (int s = 2; s <= wholeServers; s++) {
                if (wholeServers % s == 0) {
                    layouts.add(new Layout(groupT, s, wholeServers / s));
                }
            }
        }
        return layouts;
    }

    /** How a serving layout runs, in words, with the copies' capacity at the load. */
    static Deployment serving(ServingFit fit, Object gpuName, boolean batch) {
        com.gpurental.serving.Layout sl = fit.layout();
        if (sl.attention() == com.gpurental.serving.Layout.Attention.TENSOR) {
            Deployment d = inference(new Layout(sl.tensorParallel(), sl.pipelineStages(), sl.copies()), gpuName);
            // a batch job's replicas share its items, not users
            Message note = batch && d.kind == Kind.REPLICAS
                    ? Message.of("deployment.replicas.batch", d.note.args().toArray()) : d.note;
            return new Deployment(d.cardsPerServer, d.servers, d.tensorParallel, d.pipelineStages, d.replicas, d.kind,
                    note, sl.attention(), 1, fit);
        }
        int n = sl.cards();
        int servers = servers(n);
        int perCopy = sl.cardsPerCopy();
        Kind kind = sl.multiServer() ? Kind.MULTI_SERVER : sl.copies() > 1 ? Kind.REPLICAS : Kind.TENSOR_PARALLEL;
        Message note = Message.of("deployment.dataAttention", n, gpuName, servers, perCopy, sl.serversPerCopy(),
                sl.copies());
        return new Deployment(Math.min(n, CARDS_PER_SERVER), servers, 1, 1, sl.copies(), kind, note, sl.attention(),
                sl.expertParallel(), fit);
    }

    /** How an inference layout runs, in words. */
    static Deployment inference(Layout l, Object gpuName) {
        int n = l.cards();
        int perServer = Math.min(n, CARDS_PER_SERVER);
        int servers = servers(n);
        Kind kind;
        Message note;
        if (l.pipelineStages() > 1) {
            kind = Kind.MULTI_SERVER;
            note = Message.of("deployment.multiServer", l.pipelineStages(), CARDS_PER_SERVER, gpuName, l.tensorParallel(),
                    l.replicas(), servers);
        } else if (l.replicas() > 1) {
            kind = Kind.REPLICAS;
            note = Message.of("deployment.replicas", n, gpuName, servers, l.replicas(), l.tensorParallel());
        } else if (l.tensorParallel() > 1) {
            kind = Kind.TENSOR_PARALLEL;
            note = Message.of("deployment.tensorParallel", n, gpuName, l.tensorParallel());
        } else {
            kind = Kind.SINGLE_CARD;
            note = Message.of("deployment.singleCard", gpuName);
        }
        return new Deployment(perServer, servers, l.tensorParallel(), l.pipelineStages(), l.replicas(), kind, note);
    }

    /** How {@code n} cards of a training, vision or compute workload run, in words. */
    static Deployment of(WorkloadKind kind, int n, Object gpuName) {
        int servers = servers(n);
        int perServer = Math.min(n, CARDS_PER_SERVER);
        if (kind == WorkloadKind.LLM_TRAINING) {
            Message note = n == 1 ? Message.of("deployment.trainingOneCard", gpuName)
                    : Message.of("deployment.dataParallel", n, gpuName, servers, perServer);
            return new Deployment(perServer, servers, 1, 1, n, n == 1 ? Kind.SINGLE_CARD : Kind.DATA_PARALLEL, note);
        }
        Message note = n == 1 ? Message.of("deployment.singleCardJobs", gpuName)
                : Message.of("deployment.independent", n, gpuName, servers);
        return new Deployment(perServer, servers, 1, 1, n, n == 1 ? Kind.SINGLE_CARD : Kind.INDEPENDENT, note);
    }

    /** {@code n} inspection cards of which {@code spare} stand by (N+1), in words. */
    static Deployment vision(int n, int spare, Object gpuName) {
        int servers = servers(n);
        return new Deployment(Math.min(n, CARDS_PER_SERVER), servers, 1, 1, n, n == 1 ? Kind.SINGLE_CARD : Kind.INDEPENDENT,
                Message.of("deployment.visionSpare", n, gpuName, n - spare, spare, servers));
    }

    /** Whole servers of {@link com.gpurental.sizing.Assumptions#CARDS_PER_SERVER} cards {@code n} cards fill. */
    static int servers(int n) {
        return (n + CARDS_PER_SERVER - 1) / CARDS_PER_SERVER;
    }

    /**
     * The layout in a few words, for a table cell beside the card count (the Results page's and the PDF's
     * alternatives): "2 servers × 8 · tensor parallel 8 · pipeline 2 · 1 copy"; {@link #note} says it in a sentence.
     */
    public Message summary() {
        return switch (kind) {
            case SINGLE_CARD -> Message.of("deployment.summary.singleCard");
            case DATA_PARALLEL -> Message.of("deployment.summary.dataParallel", cardsPerServer, servers);
            case INDEPENDENT -> Message.of("deployment.summary.independent", cardsPerServer, servers);
            default -> attention == com.gpurental.serving.Layout.Attention.DATA
                    ? Message.of("deployment.summary.dataAttention", cardsPerServer, servers, expertParallel, replicas)
                    : Message.of("deployment.summary.inference", cardsPerServer, servers, tensorParallel, pipelineStages,
                    replicas);
        };
    }

    /**
     * The plain line of {@link #summary}: the servers and their cards ("2 servers × 8", "2 台 × 8 卡"), for a table cell
     * whose tooltip or fold gives the whole layout (issue 33: "注意力数据并行 · 专家并行 16" stood in every row).
     */
    public Message cardsSummary() {
        return kind == Kind.SINGLE_CARD ? Message.of("deployment.summary.singleCard")
                : Message.of("deployment.summary.cards", cardsPerServer, servers);
    }

    /** The cards of one copy of the model (or of the whole job for training). */
    public int cardsPerReplica() {
        if (attention == com.gpurental.serving.Layout.Attention.DATA) {
            return expertParallel;
        }
        return tensorParallel * pipelineStages * (kind == Kind.DATA_PARALLEL ? replicas : 1);
    }

    /** Servers one copy of the model spans (what the multi-server warning counts); a training job's servers. */
    public int serversPerReplica() {
        return kind == Kind.DATA_PARALLEL || kind == Kind.INDEPENDENT ? servers : servers(cardsPerReplica());
    }

    /** Whether the cards must talk to each other across servers (RDMA: InfiniBand or RoCE). */
    public boolean needsRdma() {
        return kind == Kind.MULTI_SERVER || kind == Kind.DATA_PARALLEL && servers > 1;
    }
}
