package com.gpurental.models;

import java.util.Locale;

/**
 * How a model's attention caches keys and values (docs/domain.md §8): one key and value per head (multi-head, MHA),
 * shared by groups of query heads (grouped-query, GQA), or one compressed latent per token and layer (multi-head latent
 * attention, MLA: DeepSeek-V2/V3/R1, Kimi-K2). Sliding-window layers are a property of the layers, not of this kind.
 */
public enum AttentionKind {
    MHA, GQA, MLA;

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static AttentionKind fromJson(String s) {
        for (AttentionKind k : values()) {
            if (k.json().equals(s)) {
                return k;
            }
        }
        return null;
    }

    /** MHA when every query head has its own KV head, else GQA (MLA is only ever named). */
    public static AttentionKind of(int attentionHeads, int kvHeads) {
        return kvHeads >= attentionHeads ? MHA : GQA;
    }
}
