package com.gpurental.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.AtomicFiles;
import com.gpurental.json.InputException;
import com.gpurental.json.InputFiles;
import com.gpurental.json.InputProblem;
import com.gpurental.json.JsonCursor;
import com.gpurental.limits.PlanFields;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A saved plan ({@code *.gpuplan.json}): the plan document of the engine plus the checklist's
 * ticks and notes, the GPUs chosen for comparison and the quote rows not yet valid ({@code quoteDrafts}).
 * Written atomically; a corrupt, truncated, foreign or newer file is reported and never overwritten by reading it.
 */
public record PlanDocument(Plan plan, ChecklistState checklist, List<String> compared, List<QuoteDraft> quoteDrafts,
                           Map<String, String> ownershipDraft) {

    public static final String EXTENSION = ".gpuplan.json";

    public PlanDocument {
        checklist = checklist == null ? ChecklistState.EMPTY : checklist;
        compared = compared == null ? List.of() : List.copyOf(compared);
        quoteDrafts = quoteDrafts == null ? List.of() : List.copyOf(quoteDrafts);
        ownershipDraft = ownershipDraft == null ? Map.of() : Collections.unmodifiableMap(
                new LinkedHashMap<>(ownershipDraft));
    }

    public PlanDocument(Plan plan, ChecklistState checklist, List<String> compared) {
        this(plan, checklist, compared, List.of(), Map.of());
    }

    public static PlanDocument read(Path file) throws InputException {
        return parse(file.toString(), InputFiles.read(file));
    }

    public static PlanDocument parse(String name, byte[] bytes) throws InputException {
        return parseChecked(name, bytes).document();
    }

    /** A saved plan and the warnings that do not stop it (unknown or misspelt fields). */
    public record Read(PlanDocument document, List<InputProblem> warnings) {
    }

    public static Read readChecked(Path file) throws InputException {
        return parseChecked(file.toString(), InputFiles.read(file));
    }

    public static Read parseChecked(String name, byte[] bytes) throws InputException {
        if (bytes.length == 0) {
            throw new InputException(name, "", Message.of("error.json.emptyFile"));
        }
        JsonNode root = PlanJson.tree(name, bytes);
        JsonCursor c = JsonCursor.root(name, root);
        c.known("checklist", "compared", "quoteDrafts", "ownershipDraft", "acceptance");
        PlanJson.Read read = PlanJson.readTree(c);
        Plan plan = read.plan();
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
                    Boolean notApplicable = e.bool("notApplicable", false);
                    entries.put(id, new ChecklistState.Entry(Boolean.TRUE.equals(checked), note,
                            Boolean.TRUE.equals(notApplicable)));
                }
            }
        }
        List<String> compared = new ArrayList<>();
        for (JsonCursor g : c.array("compared", false)) {
            if (g.node().isTextual()) {
                compared.add(g.node().asText());
            } else {
                g.problem(g.path(), PlanFields.problem("error.json.type", g.path(), Message.of("json.type.string")));
            }
        }
        List<QuoteDraft> drafts = new ArrayList<>();
        // Drafts are the app's own scratch rows: one it cannot read is skipped, never a reason not to open the plan.
        for (JsonCursor d : c.array("quoteDrafts", false)) {
            JsonNode row = d.node().get("row");
            JsonNode cells = d.node().get("cells");
            if (row == null || !row.canConvertToInt() || !row.isIntegralNumber() || row.asInt() < 0
                    || cells == null || !cells.isObject()) {
                continue;
            }
            Map<String, String> texts = new LinkedHashMap<>();
            var names = cells.fieldNames();
            while (names.hasNext()) {
                String key = names.next();
                JsonNode v = cells.get(key);
                if (v.isValueNode() && !v.isNull()) {
                    texts.put(key, v.asText());
                }
            }
            drafts.add(new QuoteDraft(row.asInt(), texts));
        }
        Map<String, String> ownershipDraft = new LinkedHashMap<>();
        JsonNode od = root.get("ownershipDraft");
        if (od != null && od.isObject()) {
            od.fields().forEachRemaining(e -> {
                if (e.getValue().isValueNode() && !e.getValue().isNull()) {
                    ownershipDraft.put(e.getKey(), e.getValue().asText());
                }
            });
        }
        c.throwIfProblems();
        return new Read(new PlanDocument(plan, new ChecklistState(entries, acceptance(root.get("acceptance"))), compared,
                drafts, ownershipDraft),
                read.warnings());
    }

    /**
     * The imported acceptance result. Like the drafts, a section this version cannot read (a newer version,
     * a damaged one) is left out rather than a reason not to open the plan.
     */
    private static AcceptanceRecord acceptance(JsonNode n) {
        if (n == null || !n.isObject() || n.path("version").asInt(0) > AcceptanceRecord.VERSION || !n.path("result").isObject()) {
            return null;
        }
        Map<String, String> verdicts = new LinkedHashMap<>();
        n.path("verdicts").fields().forEachRemaining(e -> verdicts.put(e.getKey(), e.getValue().asText()));
        LocalDate on = null;
        try {
            on = n.hasNonNull("importedOn") ? LocalDate.parse(n.get("importedOn").asText()) : null;
        } catch (DateTimeParseException e) {
            on = null;
        }
        try {
            return new AcceptanceRecord(n.path("fileName").asText(""), on, PlanJson.MAPPER.writeValueAsString(n.get("result")),
                    n.path("overall").asText(""), verdicts);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            return null;
        }
    }

    public String toJson() {
        ObjectNode root = PlanJson.toTree(plan);
        ObjectNode list = root.putObject("checklist");
        checklist.entries().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
            ObjectNode n = list.putObject(e.getKey());
            n.put("checked", e.getValue().checked());
            n.put("note", e.getValue().note());
            if (e.getValue().notApplicable()) {
                n.put("notApplicable", true);
            }
        });
        ArrayNode c = root.putArray("compared");
        compared.forEach(c::add);
        if (!quoteDrafts.isEmpty()) {
            ArrayNode drafts = root.putArray("quoteDrafts");
            for (QuoteDraft d : quoteDrafts) {
                ObjectNode n = drafts.addObject();
                n.put("row", d.row());
                ObjectNode cells = n.putObject("cells");
                d.cells().forEach(cells::put);
            }
        }
        if (!ownershipDraft.isEmpty()) {
            ObjectNode od = root.putObject("ownershipDraft");
            ownershipDraft.forEach(od::put);
        }
        AcceptanceRecord acc = checklist.acceptance();
        if (acc != null) {
            ObjectNode a = root.putObject("acceptance");
            a.put("version", AcceptanceRecord.VERSION);
            a.put("fileName", acc.fileName());
            if (acc.importedOn() != null) {
                a.put("importedOn", acc.importedOn().toString());
            }
            a.put("overall", acc.overall());
            ObjectNode v = a.putObject("verdicts");
            acc.verdicts().forEach(v::put);
            try {
                a.set("result", PlanJson.MAPPER.readTree(acc.resultJson()));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IllegalStateException("an imported result is JSON", e);
            }
        }
        try {
            return PlanJson.MAPPER.writeValueAsString(root);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Writes atomically: the old file stays whole until the new one is complete. */
    public void write(Path file) throws IOException {
        AtomicFiles.write(file, toJson().getBytes(StandardCharsets.UTF_8));
    }
}
