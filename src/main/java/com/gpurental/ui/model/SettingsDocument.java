package com.gpurental.ui.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.JsonTrees;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What {@code settings.json} holds, one field per setting, by the names the file uses. A setting is null where the
 * file has none, or one of the wrong type (a number where text belongs, text where a number does) or not finite: the
 * caller's default applies and the other settings are read as usual. Fields this version does not know (a newer
 * version's) are kept in {@link #unknown} and written back after the settings, so that running an older version does
 * not lose them.
 *
 * <p>Written with Jackson's data binding; read from the tree of {@link JsonTrees}, because the settings are read on
 * the way to the first window, before anything else needs an {@link ObjectMapper}: there the mapper's construction
 * and first binding of this record cost about 0.3 s of CPU on a two-core machine, straight onto the start-up time,
 * where reading the tree costs a few milliseconds (the catalog, read before, has loaded its classes). No lambdas or
 * streams on the reading side either: each costs its first use there.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record SettingsDocument(String language, Double width, Double height, Double x, Double y, List<String> recentFiles,
                        String dataFolder, Double textSizePercent, String exportFolder,
                        @JsonIgnore Map<String, JsonNode> unknown) {

    static final SettingsDocument EMPTY = new SettingsDocument(null, null, null, null, null, null, null, null, null, null);

    /** The settings' names in the file, as the record names them. */
    private static final Set<String> NAMES = Set.of("language", "width", "height", "x", "y", "recentFiles", "dataFolder",
            "textSizePercent", "exportFolder");

    SettingsDocument {
        width = finite(width);
        height = finite(height);
        x = finite(x);
        y = finite(y);
        textSizePercent = finite(textSizePercent);
        recentFiles = recentFiles == null ? null : List.copyOf(recentFiles);
        unknown = unknown == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(unknown));
    }

    private static Double finite(Double d) {
        return d == null || Double.isFinite(d) ? d : null;
    }

    /**
     * The document in {@code bytes}.
     *
     * @throws IOException the bytes are not a JSON object (empty, damaged, cut short, an array)
     */
    static SettingsDocument read(byte[] bytes) throws IOException {
        if (!(JsonTrees.read(bytes) instanceof ObjectNode tree)) {
            throw new IOException("not a JSON object");
        }
        Map<String, JsonNode> unknown = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> field : tree.properties()) {
            if (!NAMES.contains(field.getKey())) {
                unknown.put(field.getKey(), field.getValue());
            }
        }
        return new SettingsDocument(text(tree.get("language")), number(tree.get("width")), number(tree.get("height")),
                number(tree.get("x")), number(tree.get("y")), texts(tree.get("recentFiles")),
                text(tree.get("dataFolder")), number(tree.get("textSizePercent")), text(tree.get("exportFolder")),
                unknown);
    }

    private static String text(JsonNode node) {
        return node != null && node.isTextual() ? node.textValue() : null;
    }

    private static Double number(JsonNode node) {
        return node != null && node.isNumber() ? node.doubleValue() : null;
    }

    /** The entries that are text; one that is not (a number, an object) is left out, as a setting of the wrong type. */
    private static List<String> texts(JsonNode node) {
        if (node == null || !node.isArray()) {
            return null;
        }
        List<String> texts = new ArrayList<>();
        for (JsonNode entry : node) {
            if (entry.isTextual()) {
                texts.add(entry.textValue());
            }
        }
        return texts;
    }

    /** Writes the document as indented JSON, leaving {@code out} open. */
    void write(OutputStream out) throws IOException {
        ObjectNode tree = Json.MAPPER.valueToTree(this);
        tree.setAll(unknown);
        Json.MAPPER.writer().without(JsonGenerator.Feature.AUTO_CLOSE_TARGET).writeValue(out, tree);
    }

    SettingsDocument withLanguage(String tag) {
        return new SettingsDocument(tag, width, height, x, y, recentFiles, dataFolder, textSizePercent, exportFolder,
                unknown);
    }

    SettingsDocument withSize(double w, double h) {
        return new SettingsDocument(language, w, h, x, y, recentFiles, dataFolder, textSizePercent, exportFolder, unknown);
    }

    SettingsDocument withPosition(double newX, double newY) {
        return new SettingsDocument(language, width, height, newX, newY, recentFiles, dataFolder, textSizePercent,
                exportFolder, unknown);
    }

    SettingsDocument withRecentFiles(List<String> files) {
        return new SettingsDocument(language, width, height, x, y, files, dataFolder, textSizePercent, exportFolder,
                unknown);
    }

    SettingsDocument withDataFolder(String folder) {
        return new SettingsDocument(language, width, height, x, y, recentFiles, folder, textSizePercent, exportFolder,
                unknown);
    }

    SettingsDocument withTextSizePercent(double percent) {
        return new SettingsDocument(language, width, height, x, y, recentFiles, dataFolder, percent, exportFolder,
                unknown);
    }

    SettingsDocument withExportFolder(String folder) {
        return new SettingsDocument(language, width, height, x, y, recentFiles, dataFolder, textSizePercent, folder,
                unknown);
    }

    /** The mapper, made at the first write: reading never needs it (see the class comment). */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    }
}
