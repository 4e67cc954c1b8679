package com.gpurental.ui;

import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.Gpu;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.stage.Stage;

/** The desktop application (placeholder window listing the catalog until the wizard lands). */
public class App extends Application {

    public static void launchApp(String[] args) {
        Application.launch(App.class, args);
    }

    @Override
    public void start(Stage stage) {
        ListView<String> list = new ListView<>();
        for (Gpu g : CatalogLoader.bundled().gpus()) {
            list.getItems().add(g.name());
        }
        stage.setScene(new Scene(list, 1024, 700));
        stage.setTitle("GPU Rental Advisor");
        stage.show();
    }
}
