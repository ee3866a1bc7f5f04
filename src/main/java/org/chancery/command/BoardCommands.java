package org.chancery.command;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.Province;
import org.chancery.game.BoardShelf;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.render.MapRenderer;
import org.chancery.render.RenderOptions;
import org.chancery.store.Boards;
import org.chancery.variant.Variant;
import org.chancery.variant.upload.UploadLimits;
import org.chancery.variant.upload.UploadedVariants;

/** A server's own boards (issue 35): {@code variant upload|list|show|remove}, answered privately. */
final class BoardCommands {
    private final GameService service;

    BoardCommands(GameService service) { this.service = service; }

    List<CommandSpec> specs() {
        OptionSpec id = OptionSpec.word("id", "the board's id, as its variant.json gives it", true, OptionSpec.Completion.VARIANT);
        return List.of(
                new CommandSpec("variant upload", "check a board of your own (variant.json, and a picture if you have one) and keep it for this server",
                        Role.GM, List.of(OptionSpec.file("json", "the board's variant.json", UploadLimits.JSON_BYTES),
                        OptionSpec.file("picture", "the board as SVG, one shape per province id", UploadLimits.SVG_BYTES).optional()),
                        this::upload),
                new CommandSpec("variant list", "this server's own boards", Role.ANYONE, List.of(), this::list),
                new CommandSpec("variant show", "one of this server's boards: its powers, centres and start, drawn", Role.ANYONE,
                        List.of(id), this::show),
                new CommandSpec("variant remove", "take a board off this server's list (once no game plays it)", Role.GM,
                        List.of(id), this::remove));
    }

    private static String guild(Request r) {
        if (r.caller().dm() || r.caller().guildId() == null) {
            throw new GameException("A server's boards are kept for the server: use this in one of its channels.");
        }
        return r.caller().guildId();
    }

    private Reply upload(Request r) {
        String guild = guild(r);
        UploadedVariants.Files files = new UploadedVariants.Files(r.options().get("json"), r.opt("picture"));
        BoardShelf.Uploaded up = service.boards().upload(r.caller().actor(), guild, files, BoardCommands::draw);
        Variant v = up.variant();
        StringBuilder text = new StringBuilder("Board '" + up.row().id() + "' (" + v.name() + ") passed every check and is kept for this server"
                + (up.replaced() ? " as version " + up.row().version() + "; games already playing it keep the version they started with" : "")
                + ". " + summary(v) + " Start a game of it with /game create, variant " + up.row().id() + ".");
        for (String w : up.warnings()) text.append("\nWarning: ").append(w).append(".");
        return Reply.privately(text.toString()).with(Attachment.png("board-" + up.row().id() + ".png", up.preview()));
    }

    private static byte[] draw(Variant v) { return MapRenderer.png(v, v.start(), RenderOptions.defaults()); }

    static String summary(Variant v) {
        int centres = 0;
        for (Province p : v.board().provinces()) if (p.isSupplyCenter()) centres++;
        List<String> powers = new ArrayList<>();
        v.powers().forEach(p -> powers.add(p.name()));
        return v.powers().size() + " powers (" + String.join(", ", powers) + "), " + v.board().size() + " provinces, "
                + centres + " supply centres; " + v.rules().victoryCentres() + " win.";
    }

    private Reply list(Request r) {
        List<Boards.ListedRow> rows = service.boards().list(guild(r));
        if (rows.isEmpty()) return Reply.privately("This server has no boards of its own yet; a GM uploads one with /variant upload.");
        List<List<String>> cells = new ArrayList<>();
        for (Boards.ListedRow b : rows) {
            cells.add(List.of(b.id(), b.name(), String.valueOf(b.version()), b.uploadedBy(), UploadLimits.size(b.bytes())));
        }
        return Reply.privately("This server's own boards (" + rows.size() + " of " + UploadLimits.PER_SERVER + "):")
                .with(new Table(null, List.of("id", "name", "version", "uploaded by", "size"), cells));
    }

    private Reply show(Request r) {
        BoardShelf.Shown s = service.boards().show(guild(r), r.required("id"));
        return Reply.privately("Board '" + s.row().id() + "' (" + s.variant().name() + "), version " + s.row().version()
                + ", uploaded by " + s.row().uploadedBy() + ". " + summary(s.variant()))
                .with(Attachment.png("board-" + s.row().id() + ".png", draw(s.variant())));
    }

    private Reply remove(Request r) {
        String id = r.required("id");
        service.boards().remove(r.caller().actor(), guild(r), id);
        return Reply.privately("Board '" + id + "' is off this server's list. Games that played it keep their board.");
    }
}
