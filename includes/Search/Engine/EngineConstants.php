<?php
/**
 * The search engine's constants: limits, bit layouts of tallies and sort keys, and tuning.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

use Shopwright\Search\Postings;

defined( 'ABSPATH' ) || exit;

/**
 * Every number the engine's parts share, in one place: how many words a query keeps and how
 * many matches are counted, the bit layout of an object's tally while postings are read and of
 * the sort key it ends with (see ScoreKey), and the sizes that tune how much is read at once
 * (rounds of the block scheduler, probes of a block's best sellers, the ways of WayRanker).
 */
final class EngineConstants {

	/**
	 * Most words of a query that are looked up.
	 */
	public const MAX_WORDS = 6;

	/**
	 * Most products and variations counted for a "see all products" total.
	 */
	public const COUNT_CAP = 1000;

	/**
	 * Most dictionary words a prefix of two letters or more expands to (the first in the
	 * alphabet); a letter alone stands for every word it starts, through its letter's rows
	 * (see Postings::letter()).
	 */
	public const PREFIX_EXPANSION = 40;

	/**
	 * Most taxonomy rows read for one query, before they are capped per taxonomy.
	 */
	public const TERM_ROWS = 200;

	/**
	 * Characters of a description shown, and of its source read from the post.
	 */
	public const DESCRIPTION        = 150;
	public const DESCRIPTION_SOURCE = 2000;

	/**
	 * WooCommerce's product_visibility term of products hidden from search ("Shop only" and
	 * "Hidden" catalogue visibility).
	 */
	public const HIDDEN_FROM_SEARCH = 'exclude-from-search';

	/*
	 * An object's tally while the words' postings are read, one integer:
	 * bits 0-7   how many query words are in its title whole (TALLY_WHOLE),
	 * bits 8-15  how many are in its title, whole or as the start of a word (TALLY_TITLED),
	 * bit 16     its title begins with the first query word (TALLY_LEAD),
	 * bits 17-   its score: field weights times 4, 2 or 1 per word (TALLY_SCORE_SHIFT).
	 */
	public const TALLY_COUNT_MASK   = 0xFF;
	public const TALLY_TITLED_SHIFT = 8;
	public const TALLY_WHOLE        = 1;
	public const TALLY_TITLED       = 1 << self::TALLY_TITLED_SHIFT;
	public const TALLY_LEAD_SHIFT   = 16;
	public const TALLY_LEAD         = 1 << self::TALLY_LEAD_SHIFT;
	public const TALLY_SCORE_SHIFT  = 17;

	/*
	 * The sort key ScoreKey::top() orders by, one integer, larger first:
	 * bit 62     the title begins with the first word and holds every other (KEY_LEAD_SHIFT),
	 * bit 61     the title holds every word whole (KEY_WHOLE_SHIFT),
	 * bits 32-60 the score, capped (KEY_SCORE_SHIFT, KEY_SCORE_MAX),
	 * bits 0-15  the popularity code; bit 16 marks a post or page, which ranks apart (KEY_POST).
	 */
	public const KEY_LEAD_SHIFT  = 62;
	public const KEY_WHOLE_SHIFT = 61;
	public const KEY_SCORE_SHIFT = 32;
	public const KEY_SCORE_MAX   = ( 1 << 29 ) - 1;
	public const KEY_POPULARITY  = 0xFFFF;
	public const KEY_POST        = 1 << 16;

	/*
	 * The sort key of a partial match (PartialMatcher::by_some_words()), one integer, larger first:
	 * bits 59-61 how many of the query's words it holds (PARTIAL_COUNT_SHIFT),
	 * bits 40-58 how rare those words are, summed and capped (PARTIAL_RARITY_SHIFT),
	 * bits 17-39 the best score one word gave it, capped (PARTIAL_SCORE_SHIFT),
	 * bits 0-16  the popularity code and the post bit, as in the full key.
	 */
	public const PARTIAL_COUNT_SHIFT  = 59;
	public const PARTIAL_RARITY_SHIFT = 40;
	public const PARTIAL_RARITY_MAX   = ( 1 << 19 ) - 1;
	public const PARTIAL_SCORE_SHIFT  = 17;
	public const PARTIAL_SCORE_MAX    = ( 1 << 23 ) - 1;

	/**
	 * Posting entries a search reads in one round: the blocks of ids it reads together before it
	 * checks whether the rest can still reach its best results. A common word's 4,096-id block
	 * holds about this many; a rare word's whole list fits in one round.
	 */
	public const ROUND_ENTRIES = 4096;

	/**
	 * Entries of each row read first from a block that would otherwise be read whole while
	 * nothing yet tells how well the best results sell (see BlockScheduler::best_blocks()).
	 */
	public const PROBE_ENTRIES = 256;

	/**
	 * Most entries of a word read again whose rows are all read at once (see PostingReader::postings()).
	 */
	public const WHOLE_ENTRIES = 32768;

	/** A word's rarity: this divided by the number of objects that hold it (six words stay under the cap). */
	public const RARITY_SCALE = 80000;

	/** The flag bits of a posting entry (fields, lead, kind), above its id in the block. */
	public const ENTRY_FLAGS_MASK = 0x7FF;

	/**
	 * Where a folded row's kinds of entry number its levels (see WayRanker::levels()): above an entry's flags.
	 */
	public const LEVEL_SHIFT   = 11;
	public const ENTRY_ID_MASK = ( 1 << Postings::BLOCK_BITS ) - 1;

	/**
	 * Most objects WordSets::by_sets() ranks, in the sets of words it takes: beyond, they are many of the
	 * same sets, which popularity orders, and the rounds read their best sellers first.
	 */
	public const SET_OBJECTS = 4096;

	/**
	 * Rounds' worth of entries (the engine's budget a round) that WordSets::by_sets() reads at most to
	 * learn its objects' popularity; beyond, blocks are read in rounds.
	 */
	public const SET_ROUNDS = 8;

	/**
	 * Lookups of an object in a row's bitmaps (one per kind of entry) that cost about as much as
	 * reading one of the row's entries and walking it: a row is read rather than looked up in
	 * only when its entries are fewer than the lookups over this (see AllWordsMatcher::tally()). Measured on the
	 * benchmark's queries: a letter's row, which holds most objects, is looked up in for a rarer
	 * word's few hundred objects a block (the slowest six-word query took 8 ms instead of 18).
	 */
	public const LOOKUPS_PER_ENTRY = 4;

	/**
	 * Most ways of holding a query's words WayRanker::leaves() may have to try in a block; a block with
	 * more (a short prefix's many words) is ranked from the rows' summaries and entries.
	 */
	public const LEAF_STEPS = 64;

	/**
	 * Most objects WayRanker::from_ways() looks up to rank the best; beyond, the entries are read.
	 */
	public const LEAF_OBJECTS = 20000;

	/**
	 * Most ways WayRanker::from_ways() works out for a query; beyond (a short prefix's many words), the
	 * rows' summaries and entries rank it.
	 */
	public const WAYS = 256;

	/**
	 * Entries of each row WayRanker::from_ways() reads first, best sellers first, for its objects' popularity.
	 */
	public const WAY_PROBE = 64;

	/**
	 * The most entries of each row WayRanker::from_ways() reads first: when its objects are fewer among
	 * those of their rows, the probe doubles from WAY_PROBE up to this; beyond, rows are read whole.
	 */
	public const WAY_PROBE_MOST = 1024;
}
