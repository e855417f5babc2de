/**
 * Where a search box sends the shopper: a chosen suggestion opens its page (only on this site;
 * a product joins the recently viewed), a recent search or "see all products" submits the form,
 * and a submitted search whose best answer is one variation opens that variation when the owner
 * asked for it. Every search submitted joins the recent searches.
 */

/**
 * Internal dependencies
 */
import { sameOriginUrl } from '../../src/utils/urls';
import type { SearchConfig } from './config';
import { addSearch, addViewed, type getStorage } from './history';
import { submitsForm } from './keyboard';
import type { Listbox } from './listbox';
import { isSelectable } from './suggestion';
import type { Suggestion } from './suggestion';

export type NavigationParts = {
	form: HTMLFormElement;
	input: HTMLInputElement;
	listbox: Listbox;
	config: Pick< SearchConfig, 'goToFirstVariation' | 'history' >;
	storage: ReturnType< typeof getStorage >;
	navigate: ( url: string ) => void;
	openInNewTab: ( url: string ) => void;
};

export type Navigation = {
	/** Keeps the last answer: the form's submit reads it after the list has closed. */
	answered: ( query: string, suggestions: Suggestion[] ) => void;
	choose: ( index: number, newTab: boolean ) => void;
	onSubmit: ( event: SubmitEvent ) => void;
};

/**
 * @param parts The form, the list and what the browser provides.
 */
export function createNavigation( parts: NavigationParts ): Navigation {
	const { form, input, listbox, config, storage } = parts;
	let last: { query: string; suggestions: Suggestion[] } | null = null;
	// Set while a suggestion submits the form on purpose (more_products, a recent search).
	let submittingChoice = false;

	function submit(): void {
		if ( typeof form.requestSubmit === 'function' ) {
			form.requestSubmit();
		} else {
			form.submit();
		}
	}

	function choose( index: number, newTab: boolean ): void {
		const suggestion = listbox.suggestions()[ index ];
		if ( ! suggestion || ! isSelectable( suggestion ) ) {
			return;
		}
		if ( submitsForm( suggestion ) ) {
			if ( suggestion.type === 'history-search' ) {
				input.value = suggestion.value;
			}
			listbox.close();
			submittingChoice = true;
			try {
				submit();
			} finally {
				submittingChoice = false;
			}
			return;
		}
		const target = sameOriginUrl( suggestion.url );
		if ( target === null ) {
			return;
		}
		if (
			suggestion.post_type === 'product' ||
			suggestion.type === 'product'
		) {
			addViewed( suggestion, storage );
		}
		listbox.close();
		if ( newTab ) {
			parts.openInNewTab( target );
		} else {
			parts.navigate( target );
		}
	}

	/**
	 * With go-to-first-variation on, a search whose best answer is one variation (its SKU,
	 * typically) opens that variation rather than the results page.
	 */
	function firstVariation(): Suggestion | undefined {
		if (
			! config.goToFirstVariation ||
			submittingChoice ||
			last?.query !== input.value.trim()
		) {
			return undefined;
		}
		const first = last.suggestions.find( isSelectable );
		return first?.type === 'product_variation' &&
			sameOriginUrl( first.url ) !== null
			? first
			: undefined;
	}

	function onSubmit( event: SubmitEvent ): void {
		if ( input.value.trim() === '' ) {
			event.preventDefault();
			input.focus();
			return;
		}
		if ( config.history ) {
			addSearch( input.value, storage );
		}
		const variation = firstVariation();
		if ( variation?.url ) {
			event.preventDefault();
			addViewed( variation, storage );
			listbox.close();
			parts.navigate( variation.url );
		}
	}

	return {
		answered: ( query, suggestions ) => {
			last = { query, suggestions };
		},
		choose,
		onSubmit,
	};
}
