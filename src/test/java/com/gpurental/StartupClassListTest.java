package com.gpurental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The class list the start-up archive is made from (src/main/cds/startup.classlist, by
 * scripts/startup-classlist.sh) must name classes that exist: a renamed or deleted class of ours means
 * the list is stale and the start slower than measured.
 */
class StartupClassListTest {

    private static final Path LIST = Path.of("src/main/cds/startup.classlist");

    @Test
    void theListCoversTheToolkitTheThemeAndOurFirstPage() throws Exception {
        List<String> classes = Files.readAllLines(LIST, StandardCharsets.UTF_8);
        for (String needed : List.of("java/lang/Object", "com/sun/javafx/tk/quantum/QuantumToolkit",
                "atlantafx/base/theme/PrimerLight", "com/gpurental/ui/App", "com/gpurental/ui/shell/ShellView",
                "com/gpurental/ui/pages/ScenarioPageView", "com/gpurental/catalog/CatalogLoader")) {
            assertTrue(classes.contains(needed), needed + " is not in " + LIST);
        }
    }

    @Test
    void everyClassOfOursInTheListStillExists() throws Exception {
        List<String> missing = Files.readAllLines(LIST, StandardCharsets.UTF_8).stream()
                .filter(line -> line.startsWith("com/gpurental/"))
                .filter(name -> getClass().getResource("/" + name + ".class") == null)
                .collect(Collectors.toList());
        assertEquals(List.of(), missing, "stale entries: run scripts/startup-classlist.sh");
    }
}
