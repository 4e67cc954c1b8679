package com.gpurental.catalog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tests run on a frozen copy of the catalog, the application ships the top-level one: on the test classpath the
 * test resources come first, so {@link CatalogLoader#bundled()} reads {@code src/test/resources/catalog.json}, and the
 * application's own {@code catalog.json} (copied from the top-level file by the build) comes after it.
 */
class FrozenCatalogTest {

    @Test
    void theBundledCatalogOfTheTestsIsTheFrozenCopy() throws Exception {
        assertArrayEquals(Files.readAllBytes(TestCatalogs.FROZEN_FILE), TestCatalogs.frozenBytes());
        assertEquals("catalog.json", CatalogLoader.bundled().origin());
        assertEquals(CatalogLoader.load(TestCatalogs.FROZEN_FILE).offers(), CatalogLoader.bundled().offers());
    }

    @Test
    void theApplicationsOwnCatalogIsTheTopLevelFileAndComesSecond() throws Exception {
        List<URL> found = Collections.list(FrozenCatalogTest.class.getClassLoader().getResources("catalog.json"));
        assertEquals(2, found.size(), found::toString);
        assertTrue(found.get(0).getPath().contains("test-classes"), found::toString);
        try (InputStream frozen = found.get(0).openStream(); InputStream shipped = found.get(1).openStream()) {
            assertArrayEquals(Files.readAllBytes(TestCatalogs.FROZEN_FILE), frozen.readAllBytes());
            assertArrayEquals(Files.readAllBytes(TestCatalogs.SHIPPED_FILE), shipped.readAllBytes(),
                    "target/classes/catalog.json is the top-level catalog.json");
        }
    }
}
