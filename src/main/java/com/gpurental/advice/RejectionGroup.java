package com.gpurental.advice;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rejected GPUs that share one reason (the same message), so that a list says it once with their names ("12 种只有
 * PCIe 互联的卡放不下该模型：RTX 4090、…") instead of twelve times. A group of one keeps its own sentence.
 *
 * @param key     the reason's message key, shared by every member
 * @param members the rejections, in the advice's order
 */
public record RejectionGroup(String key, List<Rejection> members) {

    public RejectionGroup {
        members = List.copyOf(members);
    }

    /** The message key of the group's one sentence: {@code rejectedGroup.<reason key>}. */
    public String groupKey() {
        return "rejectedGroup." + key;
    }

    /** The rejections grouped by reason, in the order each reason first appears. */
    public static List<RejectionGroup> of(List<Rejection> rejected) {
        Map<String, List<Rejection>> byKey = new LinkedHashMap<>();
        for (Rejection r : rejected) {
            byKey.computeIfAbsent(r.reason().key(), k -> new ArrayList<>()).add(r);
        }
        List<RejectionGroup> groups = new ArrayList<>();
        byKey.forEach((k, v) -> groups.add(new RejectionGroup(k, v)));
        return groups;
    }
}
