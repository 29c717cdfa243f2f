package org.reactivebench.operations.operation;

import java.net.URI;
import java.util.Arrays;
import java.util.List;
import javax.validation.Valid;
import org.bson.types.ObjectId;
import org.reactivebench.operations.web.ApiException;
import org.reactivebench.operations.web.Pageables;
import org.reactivebench.operations.web.PaginationHeaders;
import org.springframework.data.domain.Page;
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

@RestController
@RequestMapping(OperationResource.BASE_URL)
public class OperationResource {

    static final String BASE_URL = "/api/operations";
    /** What ?sort= may name; any other property is a 400 (see {@link Pageables}). */
    static final List<String> SORTABLE_PROPERTIES = Arrays.asList("id", "date", "description", "amount");

    private final OperationRepository operationRepository;

    public OperationResource(OperationRepository operationRepository) {
        this.operationRepository = operationRepository;
    }

    @PostMapping
    public ResponseEntity<Operation> createOperation(@Valid @RequestBody Operation operation) {
        if (operation.getId() != null) {
            throw new ApiException(HttpStatus.BAD_REQUEST, "A new operation cannot already have an id");
        }
        Operation result = operationRepository.save(operation);
        return ResponseEntity.created(URI.create(BASE_URL + "/" + result.getId())).body(result);
    }

    @PutMapping
    public Operation updateOperation(@Valid @RequestBody Operation operation) {
        if (operation.getId() == null) {
            throw new ApiException(HttpStatus.BAD_REQUEST, "An operation to update must have an id");
        }
        checkId(operation.getId());
        if (!operationRepository.exists(operation.getId())) {
            throw notFound(operation.getId());
        }
        return operationRepository.save(operation);
    }

    @GetMapping
    public ResponseEntity<List<Operation>> getAllOperations(@PageableDefault(size = 20) Pageable pageable) {
        Pageables.check(pageable, SORTABLE_PROPERTIES);
        Page<Operation> page = operationRepository.findAll(pageable);
        return ResponseEntity.ok().headers(PaginationHeaders.of(page, BASE_URL)).body(page.getContent());
    }

    @GetMapping("/{id}")
    public Operation getOperation(@PathVariable String id) {
        checkId(id);
        Operation operation = operationRepository.findOne(id);
        if (operation == null) {
            throw notFound(id);
        }
        return operation;
    }

    /** Answers 200 once the document is deleted. */
    @DeleteMapping("/{id}")
    public ResponseEntity<Void> deleteOperation(@PathVariable String id) {
        checkId(id);
        if (!operationRepository.exists(id)) {
            throw notFound(id);
        }
        operationRepository.delete(id);
        return ResponseEntity.ok().build();
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
