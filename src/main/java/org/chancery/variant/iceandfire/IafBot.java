package org.chancery.variant.iceandfire;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.variant.BotAdvice;
import org.chancery.variant.allocation.Helpers;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/**
 * Chancery's player in Ice and Fire (docs/bots.md): a House with no heir promotes a new one in place of one of its
 * builds; it executes a hostage of the strongest other House, returns one whose House no unit of its own borders (when
 * the rules let it: not an in-law, its capital its House's own) and leaves the rest; and it orders no marriage (one
 * needs the other House's matching order, which a bot does not negotiate).
 */
final class IafBot implements BotAdvice {
    private final IafSetup setup;
    private final Hostages hostages;
    private final IceAndFireRuleset rules;

    IafBot(IafSetup setup, Hostages hostages, IceAndFireRuleset rules) {
        this.setup = setup;
        this.hostages = hostages;
        this.rules = rules;
    }

    @Override
    public List<Order> orders(GameState s, String power, List<Order> unitOrders, double[] value) {
        if (!setup.isHouse(power)) return unitOrders;
        List<String> lines = new ArrayList<>();
        List<Order> out = new ArrayList<>(unitOrders);
        if (s.phase().type() == PhaseType.ADJUSTMENT) {
            int last = -1;
            for (int i = 0; i < out.size(); i++) if (out.get(i) instanceof Order.Build) last = i;
            if (last >= 0 && !Heirs.read(s).hasLiving(power)) {
                out.remove(last);
                lines.add("Build Heir");
            }
        }
        if (s.phase().type() == PhaseType.MOVEMENT) {
            List<String> houses = new ArrayList<>();
            for (String p : s.livePowers()) if (setup.isHouse(p)) houses.add(p);
            String rival = Helpers.strongest(s, power, houses);
            for (Heir h : Heirs.read(s).all()) {
                if (!power.equals(hostages.holder(s, h))) continue;
                if (h.power().equals(rival)) lines.add("Execute " + IafOrders.heir(h.id()));
                else if (!BotAdvice.borders(s, power, h.power())) lines.add("Return " + IafOrders.heir(h.id()));
            }
        }
        boolean added = false;
        for (String l : lines) {
            if (rules.parse(s, power, l) instanceof ParseResult.Ok ok) {
                out.add(ok.order());
                added = true;
            }
        }
        return added ? out : unitOrders;
    }
}
