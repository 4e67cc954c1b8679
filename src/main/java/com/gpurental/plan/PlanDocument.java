package com.gpurental.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.plan.ChecklistState;
import com.gpurental.json.AtomicFiles;
import com.gpurental.json.InputException;
import com.gpurental.json.JsonCursor;
import com.gpurental.text.Message;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A saved plan ({@code *.gpuplan.json}): the plan document of the engine plus the checklist's
 * ticks and notes and the GPUs chosen for comparison. Written atomically; a corrupt, truncated,
 * foreign or newer file is reported and never overwritten by reading it.
 */
public record PlanDocument(Plan plan, ChecklistState checklist, List<String> compared) {

    public static final String EXTENSION = ".gpuplan.json";

    public PlanDocument {
        checklist = checklist == null ? ChecklistState.EMPTY : checklist;
        compared = compared == null ? List.of() : List.copyOf(compared);
    }

    public static PlanDocument read(Path file) throws InputException {
        return parse(file.toString(), com.gpurental.json.InputFiles.read(file));
    }

    public static PlanDocument parse(String name, byte[] bytes) throws InputException {
        if (bytes.length == 0) {
            throw new InputException(name, "", Message.of("error.json.emptyFile"));
        }
        JsonNode root = PlanJson.tree(name, bytes);
        Plan plan = PlanJson.fromTree(name, root);
        JsonCursor c = JsonCursor.root(name, root);
        Map<String, ChecklistState.Entry> entries = new LinkedHashMap<>();
        JsonCursor list = c.object("checklist", false);
        if (list != null) {
            var it = list.node().fieldNames();
            while (it.hasNext()) {
                String id = it.next();
                JsonCursor e = list.object(id, true);
                if (e != null) {
                    Boolean checked = e.bool("checked", false);
                    String note = e.string("note", false);
                    entries.put(id, new ChecklistState.Entry(Boolean.TRUE.equals(checked), note));
                }
            }
        }
        List<String> compared = new ArrayList<>();
        for (JsonCursor g : c.array("compared", false)) {
            if (g.node().isTextual()) {
                compared.add(g.node().asText());
            } else {
                g.problem(g.path(), Message.of("error.json.type", g.path(), Message.of("json.type.string")));
            }
        }
        c.throwIfProblems();
        return new PlanDocument(plan, new ChecklistState(entries), compared);
    }

    public String toJson() {
        ObjectNode root = PlanJson.toTree(plan);
        ObjectNode list = root.putObject("checklist");
        checklist.entries().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
            ObjectNode n = list.putObject(e.getKey());
            n.put("checked", e.getValue().checked());
            n.put("note", e.getValue().note());
        });
        ArrayNode c = root.putArray("compared");
        compared.forEach(c::add);
        try {
            return PlanJson.MAPPER.writeValueAsString(root);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Writes atomically: the old file stays whole until the new one is complete. */
    public void write(Path file) throws IOException {
        AtomicFiles.write(file, toJson().getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
}
