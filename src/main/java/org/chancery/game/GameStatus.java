package org.chancery.game;

/** A game's life: forming (taking players), active (playing phases), ended. */
public enum GameStatus { FORMING, ACTIVE, ENDED }
