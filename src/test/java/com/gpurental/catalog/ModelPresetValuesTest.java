package com.gpurental.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.models.ModelShape;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every model preset of the frozen catalog, value by value, against the values the catalog reader gave before the
 * preset's repeated architecture fields were dropped for its {@link ModelShape} (issue 35: one architecture record).
 * {@code src/test/resources/golden/model-presets.txt} was written by this rendering on the record as it was then.
 */
class ModelPresetValuesTest {

    static final Path GOLDEN = Path.of("src/test/resources/golden/model-presets.txt");

    @Test
    void everyPresetReadsAsBefore() throws Exception {
        List<String> expected = Files.readAllLines(GOLDEN, StandardCharsets.UTF_8);
        assertEquals(expected, render(CatalogLoader.load(TestCatalogs.FROZEN_FILE).models()));
    }

    static List<String> render(List<ModelPreset> presets) {
        List<String> lines = new ArrayList<>();
        for (ModelPreset p : presets) {
            lines.add(p.id() + " | " + p.name() + " | " + p.family() + " | " + p.parametersB() + " | "
                    + p.activeParametersB() + " | " + p.source());
            lines.add("  shape " + p.layers() + " " + p.hiddenSize() + " " + p.attentionHeads() + " " + p.kvHeads() + " "
                    + p.headDim() + " vocab " + p.vocabSize() + " tied " + p.tiedEmbeddings() + " " + p.attention() + " "
                    + p.kvLoraRank() + " " + p.qkRopeHeadDim() + " window " + p.slidingWindow() + " "
                    + p.slidingWindowLayers() + " release " + p.releasePrecision() + " fp8 " + p.releasedInFp8()
                    + " moe " + p.moe());
            lines.add("  card " + p.maxContextTokens() + " " + p.released() + " reference " + p.sizeReference() + " "
                    + p.aliases() + " reasoning " + p.reasoning() + " thinking " + p.thinkingByDefault() + " "
                    + p.thinkingSwitch() + " mtp " + p.mtp());
            lines.add("  config " + config(configOf(p)));
        }
        return lines;
    }

    /** The shape read from the preset's config.json, null when the catalog gives none. */
    private static ModelShape configOf(ModelPreset p) {
        return p.config();
    }

    /**
     * The config.json shape, every component but {@code releasePrecision} (that the preset's own line above gives: the
     * catalog's statement, else the config's).
     */
    private static String config(ModelShape s) {
        if (s == null) {
            return "none";
        }
        return s.modelType() + " " + s.layers() + " " + s.hiddenSize() + " " + s.attentionHeads() + " " + s.kvHeads() + " "
                + s.headDim() + " " + s.intermediateSize() + " " + s.vocabSize() + " " + s.tiedEmbeddings() + " "
                + s.maxPositionEmbeddings() + " experts " + s.routedExperts() + " " + s.sharedExperts() + " "
                + s.expertsPerToken() + " " + s.moeIntermediateSize() + " " + s.moeLayers() + " " + s.attention() + " "
                + s.kvLoraRank() + " " + s.qkRopeHeadDim() + " " + s.slidingWindow() + " " + s.slidingWindowLayers()
                + " counts " + s.parametersB() + " " + s.activeParametersB() + " " + s.embeddingParametersB() + " "
                + s.counting();
    }
}
