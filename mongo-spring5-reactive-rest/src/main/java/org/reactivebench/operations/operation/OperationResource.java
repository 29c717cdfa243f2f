package org.reactivebench.operations.operation;

import java.net.URI;
import java.util.Arrays;
import java.util.List;
import javax.validation.Valid;
import org.bson.types.ObjectId;
import org.reactivebench.operations.web.ApiException;
import org.reactivebench.operations.web.Pageables;
import org.reactivebench.operations.web.PaginationHeaders;
import org.springframework.data.domain.Pageable;
import org.springframework.data.web.PageableDefault;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;

/** Every (blocking) repository call runs on the configured scheduler, never on a Netty event-loop thread. */
@RestController
@RequestMapping(OperationResource.BASE_URL)
public class OperationResource {

    static final String BASE_URL = "/api/operations";
    /** What ?sort= may name; any other property is a 400 (see {@link Pageables}). */
    static final List<String> SORTABLE_PROPERTIES = Arrays.asList("id", "date", "description", "amount");

    private final OperationRepository operationRepository;
    private final Scheduler scheduler;

    public OperationResource(OperationRepository operationRepository, Scheduler scheduler) {
        this.operationRepository = operationRepository;
        this.scheduler = scheduler;
    }

    @PostMapping
    public Mono<ResponseEntity<Operation>> createOperation(@Valid @RequestBody Operation operation) {
        if (operation.getId() != null) {
            throw new ApiException(HttpStatus.BAD_REQUEST, "A new operation cannot already have an id");
        }
        return Mono.fromCallable(() -> operationRepository.save(operation)).subscribeOn(scheduler)
            .map(result -> ResponseEntity.created(URI.create(BASE_URL + "/" + result.getId())).body(result));
    }

    @PutMapping
    public Mono<Operation> updateOperation(@Valid @RequestBody Operation operation) {
        if (operation.getId() == null) {
            throw new ApiException(HttpStatus.BAD_REQUEST, "An operation to update must have an id");
        }
        checkId(operation.getId());
        return Mono.fromCallable(() -> operationRepository.existsById(operation.getId())).subscribeOn(scheduler)
            .flatMap(exists -> {
                if (!exists) {
                    return Mono.error(notFound(operation.getId()));
                }
                return Mono.fromCallable(() -> operationRepository.save(operation)).subscribeOn(scheduler);
            });
    }

    @GetMapping
    public Mono<ResponseEntity<List<Operation>>> getAllOperations(@PageableDefault(size = 20) Pageable pageable) {
        Pageables.check(pageable, SORTABLE_PROPERTIES);
        return Mono.fromCallable(() -> operationRepository.findAll(pageable)).subscribeOn(scheduler)
            .map(page -> ResponseEntity.ok().headers(PaginationHeaders.of(page, BASE_URL)).body(page.getContent()));
    }

    @GetMapping("/{id}")
    public Mono<Operation> getOperation(@PathVariable String id) {
        checkId(id);
        return Mono.fromCallable(() -> operationRepository.findById(id)).subscribeOn(scheduler)
            .map(operation -> operation.orElseThrow(() -> notFound(id)));
    }

    /** Answers 200 once the document is deleted. */
    @DeleteMapping("/{id}")
    public Mono<ResponseEntity<Void>> deleteOperation(@PathVariable String id) {
        checkId(id);
        return Mono.fromCallable(() -> operationRepository.existsById(id)).subscribeOn(scheduler)
            .flatMap(exists -> {
                if (!exists) {
                    return Mono.error(notFound(id));
                }
                return Mono.fromRunnable(() -> operationRepository.deleteById(id)).subscribeOn(scheduler)
                    .then(Mono.fromSupplier(() -> ResponseEntity.ok().<Void>build()));
            });
    }

    /** An id that is no ObjectId is a 400, as an id that is no number is in the MySQL variants (not a 404). */
    private static void checkId(String id) {
        if (!ObjectId.isValid(id)) {
            throw new ApiException(HttpStatus.BAD_REQUEST, "Invalid value '" + id + "'");
        }
    }

    private static ApiException notFound(String id) {
        return new ApiException(HttpStatus.NOT_FOUND, "Operation " + id + " not found");
    }
}
